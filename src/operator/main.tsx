import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { inspecting, inspectorWanted } from '../flow/inspector';
import { createOperatorApi, tokenStore } from './api';
import type { Flows } from './flows';
import { activateLocale, apiLang, initialLocale } from './i18n';
import { createStaffSessionLogic } from './logic';
import { createOperatorRouter } from './router';
import { OperatorProvider } from './system';
import './operator.css';

/*
 * The back office (/operator): a second entry of the build, with its own router, flows, texts and style;
 * nothing of the player's app but the API client and the contract.
 */

// `?inspect` opens the Stately inspector, whose code loads only then (as in the player's app).
const [inspect] = await Promise.all([
  inspectorWanted() ? import('./inspector').then((inspector) => inspector.loadInspector()) : undefined,
  activateLocale(initialLocale()),
]);

const api = createOperatorApi(apiLang, {
  onAnswer: () => session.send({ type: 'staff.activity' }),
  onEnded: (code) => session.send({ type: 'session.ended', code }),
});
const session = createActor(createStaffSessionLogic(api), {
  input: { restoring: tokenStore.get() !== null },
  ...inspecting(inspect),
});
session.start();

let flows: Promise<Flows> | null = null;
const system = {
  api,
  session,
  inspect,
  flows: () => (flows ??= import('./flows').then((module) => module.createFlows(api, session))),
};

const router = createOperatorRouter();

createRoot(document.getElementById('operator')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <OperatorProvider system={system}>
        <RouterProvider router={router as never} />
      </OperatorProvider>
    </I18nProvider>
  </StrictMode>,
);
