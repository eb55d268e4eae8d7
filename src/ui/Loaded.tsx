import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ResourceActorRef } from '../../machines/resource.machine';
import { LoadFailed } from './LoadFailed';

/** What a resource flow loaded: a skeleton while it loads, a retry when it failed, else the data. */
export function Loaded<TData>({
  actor,
  children,
}: {
  actor: ResourceActorRef<TData, string>;
  children(data: TData): ReactNode;
}) {
  const data = useSelector(actor, (s) => s.context.data);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => actor.send({ type: 'resource.retry' })} />;
  if (data === null) return <div className="skeleton record-skeleton" aria-busy="true" />;
  return <>{children(data)}</>;
}
