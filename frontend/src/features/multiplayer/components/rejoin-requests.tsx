import type { RejoinRequest } from '@/features/multiplayer/types';

interface RejoinRequestsProps {
  requests: RejoinRequest[];
  onAllow: (requestId: string) => void;
  onDeny: (requestId: string) => void;
  disabled?: boolean;
}

/** The host's side of a pupil coming back on another device: one tap lets them in as the same player. */
export function RejoinRequests({ requests, onAllow, onDeny, disabled = false }: RejoinRequestsProps) {
  if (requests.length === 0) return null;
  return (
    <section className="mp-rejoin" aria-label="Players asking to rejoin">
      <ul className="list-reset mp-rejoin__list">
        {requests.map((request) => (
          <li key={request.request_id} className="mp-rejoin__item" role="alert">
            <span className="mp-rejoin__text">
              <bdi className="mp-name" dir="auto">
                {request.name}
              </bdi>{' '}
              wants to rejoin on another device.
            </span>
            <span className="mp-rejoin__actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => onDeny(request.request_id)} disabled={disabled}>
                Refuse
              </button>
              <button type="button" className="btn btn--primary btn--small" onClick={() => onAllow(request.request_id)} disabled={disabled}>
                Let <bdi dir="auto">{request.name}</bdi> back in
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
