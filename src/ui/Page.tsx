import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';

/** A screen with its heading; the document title follows it. */
export function Page({ title, children }: { title: MessageDescriptor; children?: ReactNode }) {
  const { i18n } = useLingui();
  const heading = i18n._(title);
  useEffect(() => {
    document.title = `${heading} · Rodada`;
  }, [heading]);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      {children}
    </section>
  );
}
