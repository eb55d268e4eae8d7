import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setup, type InspectionEvent } from 'xstate';
import { FlowInspector, useFlow } from '../../src/flow/useFlow';

/** A flow that says hello to its input, with one effect provided from outside (as a feature's logic does). */
const greeting = setup({
  types: { input: {} as { name: string }, context: {} as { name: string; greeting: string } },
  actions: {
    greet: () => {
      throw new Error('greet: not provided');
    },
  },
}).createMachine({
  id: 'greeting',
  context: ({ input }) => ({ name: input.name, greeting: `Olá, ${input.name}` }),
});

function Hello({ logic }: { logic: typeof greeting | Promise<typeof greeting> }) {
  const flow = useFlow(logic, { input: { name: 'Ana' } });
  return <p>{useSelector(flow, (s) => s.context.greeting)}</p>;
}

/** The machine ids the inspector was told about. */
const actorsSeen = (events: InspectionEvent[]) =>
  events
    .filter((e) => e.type === '@xstate.actor')
    .map((e) => (e.actorRef as unknown as { logic: { id: string } }).logic.id);

async function prerendered(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('useFlow: how a screen starts a flow', () => {
  it('runs the flow with its input and hands it the tab’s inspector', () => {
    const events: InspectionEvent[] = [];
    const html = renderToStaticMarkup(
      <FlowInspector inspect={(event) => events.push(event)}>
        <Hello logic={greeting} />
      </FlowInspector>,
    );
    expect(html).toBe('<p>Olá, Ana</p>');
    expect(actorsSeen(events)).toEqual(['greeting']);
  });

  it('without the inspector (a normal visit) the flow runs uninspected', () => {
    expect(renderToStaticMarkup(<Hello logic={greeting} />)).toBe('<p>Olá, Ana</p>');
  });

  it('starts a lazy flow from its loader’s promise, suspending until the logic has loaded', async () => {
    const events: InspectionEvent[] = [];
    let arrive: (logic: typeof greeting) => void = () => {};
    const loaded = new Promise<typeof greeting>((resolve) => (arrive = resolve));
    const page = prerendered(
      <FlowInspector inspect={{ next: (event) => events.push(event) }}>
        <Suspense fallback={<i>…</i>}>
          <Hello logic={loaded} />
        </Suspense>
      </FlowInspector>,
    );
    arrive(greeting.provide({ actions: { greet: () => {} } }));
    expect(await page).toContain('<p>Olá, Ana</p>');
    expect(actorsSeen(events)).toContain('greeting');
  });
});
