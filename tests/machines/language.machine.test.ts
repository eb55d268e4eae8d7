import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type LanguageOption } from '../../contract';
import { FALLBACK_LANGUAGES, languageMachine, supportedOptions } from '../../machines/language.machine';
import { pathCoverage } from './paths';
import { networkFailure, scripted } from './support';
import { LANGUAGE_NAMES } from '../languages';

const option = (value: string, name = value): LanguageOption => ({ value, option: name, icon: `/flags/${value}.svg` });
const siteList = [
  option('PT1', 'Português'),
  option('EN', 'English'),
  option('XX1', 'Klingon'),
  option('pt', 'Português again'),
];

function startLanguage(input: { saved: string | null; host?: string }, list: LanguageOption[] | Error) {
  const fetchLanguages = scripted<LanguageOption[], { host: string }>(list);
  const actions = { saveLanguage: vi.fn(), activateLanguage: vi.fn(), reloadPage: vi.fn() };
  const machine = languageMachine.provide({
    actors: { fetchLanguages: fetchLanguages.logic },
    actions: {
      saveLanguage: (_, params) => actions.saveLanguage(params),
      activateLanguage: (_, params) => actions.activateLanguage(params),
      reloadPage: () => actions.reloadPage(),
    },
  });
  const actor = createActor(machine, { input: { saved: input.saved, host: input.host ?? 'rodada.bet' } }).start();
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, fetchLanguages, actions, ready };
}

describe('language: before the list arrives', () => {
  it.each([
    ['en', 'en'],
    ['msa', 'msa'],
    [null, 'pt'],
    ['xx', 'pt'],
    ['EN1', 'pt'],
  ])('saved %j starts in %s', (saved, current) => {
    const { actor } = startLanguage({ saved }, [option('pt')]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.current).toBe(current);
  });

  it('asks for the list of this site host', () => {
    const { fetchLanguages } = startLanguage({ saved: null, host: 'br.rodada.bet' }, [option('pt')]);
    expect(fetchLanguages.calls).toEqual([{ host: 'br.rodada.bet' }]);
  });
});

describe('language: the site list', () => {
  it('normalises codes, drops unsupported and repeated ones, keeps order and names', async () => {
    const { ready } = startLanguage({ saved: 'en' }, siteList);
    const { context } = await ready();
    expect(context.options).toEqual([
      { value: 'pt', option: 'Português', icon: '/flags/PT1.svg' },
      { value: 'en', option: 'English', icon: '/flags/EN.svg' },
    ]);
  });

  it('supportedOptions maps PT1 → pt and EN → en, and drops what is not a locale', () => {
    expect(
      supportedOptions([option(' PT1 '), option('EN'), option('cn1'), option('de'), option('EN1')]).map((o) => o.value),
    ).toEqual(['pt', 'en', 'cn']);
  });

  it('keeps the saved choice when the site offers it: nothing saved or activated', async () => {
    const { ready, actions } = startLanguage({ saved: 'en' }, siteList);
    expect((await ready()).context.current).toBe('en');
    expect(actions.saveLanguage).not.toHaveBeenCalled();
    expect(actions.activateLanguage).not.toHaveBeenCalled();
  });

  it('with no saved choice, saves the first supported language (already active when it is pt)', async () => {
    const { ready, actions } = startLanguage({ saved: null }, siteList);
    expect((await ready()).context.current).toBe('pt');
    expect(actions.saveLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'pt' });
    expect(actions.activateLanguage).not.toHaveBeenCalled();
  });

  it('with no saved choice and another first language, saves and activates it', async () => {
    const { ready, actions } = startLanguage({ saved: null }, [option('XX1'), option('TH1'), option('PT1')]);
    expect((await ready()).context.current).toBe('th');
    expect(actions.saveLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'th' });
    expect(actions.activateLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'th' });
  });

  it('a saved choice the site does not offer gives way to its first language', async () => {
    const { ready, actions } = startLanguage({ saved: 'vi' }, siteList);
    const { context } = await ready();
    expect(context.current).toBe('pt');
    expect(context.saved).toBe('pt');
    expect(actions.saveLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'pt' });
    expect(actions.activateLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'pt' });
  });

  it('a failed list is silent: every locale is offered with its own name, the language stays', async () => {
    const { ready, actions } = startLanguage({ saved: 'tr' }, networkFailure());
    const { context } = await ready();
    expect(context.current).toBe('tr');
    expect(context.options.map((o) => o.value)).toEqual([...LOCALES]);
    expect(context.options.map((o) => o.option)).toEqual(LANGUAGE_NAMES);
    expect(FALLBACK_LANGUAGES.every((o) => o.icon.length > 0)).toBe(true);
    expect(actions.saveLanguage).not.toHaveBeenCalled();
    expect(actions.activateLanguage).not.toHaveBeenCalled();
  });

  it('a list with no supported language is treated like a failed one', async () => {
    const { ready, actions } = startLanguage({ saved: 'en' }, [option('XX1'), option('de')]);
    const { context } = await ready();
    expect(context.current).toBe('en');
    expect(context.options).toHaveLength(LOCALES.length);
    expect(actions.saveLanguage).not.toHaveBeenCalled();
  });
});

describe('language: choosing', () => {
  it('an offered language is saved and the page reloads, once', async () => {
    const { actor, ready, actions } = startLanguage({ saved: 'pt' }, siteList);
    await ready();
    actor.send({ type: 'language.choose', code: 'en' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(actor.getSnapshot().context.current).toBe('en');
    actor.send({ type: 'language.choose', code: 'pt' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(actions.saveLanguage).toHaveBeenCalledExactlyOnceWith({ code: 'en' });
    expect(actions.reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the current language', 'pt'],
    ['a language the site does not offer', 'vi'],
    ['an unknown code', 'xx'],
  ])('choosing %s does nothing', async (_what, code) => {
    const { actor, ready, actions } = startLanguage({ saved: 'pt' }, siteList);
    await ready();
    expect(actor.getSnapshot().can({ type: 'language.choose', code })).toBe(false);
    actor.send({ type: 'language.choose', code });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.current).toBe('pt');
    expect(actions.saveLanguage).not.toHaveBeenCalled();
    expect(actions.reloadPage).not.toHaveBeenCalled();
  });

  it('cannot choose before the list is known', () => {
    const { actor } = startLanguage({ saved: 'pt' }, siteList);
    expect(actor.getSnapshot().can({ type: 'language.choose', code: 'en' })).toBe(false);
  });
});

describe('language: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('language', languageMachine, {
      inputs: [
        { saved: 'en', host: 'rodada.bet' },
        { saved: null, host: 'rodada.bet' },
      ],
      events: [
        { type: 'xstate.done.actor.fetchLanguages', output: siteList },
        { type: 'xstate.done.actor.fetchLanguages', output: [option('TH1'), option('EN')] },
        { type: 'xstate.done.actor.fetchLanguages', output: [option('XX1')] },
        { type: 'xstate.error.actor.fetchLanguages', error: networkFailure() },
        { type: 'language.choose', code: 'en' },
        { type: 'language.choose', code: 'pt' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
