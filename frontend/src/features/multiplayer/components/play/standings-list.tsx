import { isPlayer, RANK_MEDALS, visibleRows } from '@/features/multiplayer/lib/standings';
import type { LeaderboardRow, PlayerId } from '@/features/multiplayer/types';

interface StandingsListProps {
  rows: LeaderboardRow[];
  me: PlayerId | undefined;
  /** The final standings mark the top 3. */
  markTopThree?: boolean;
  caption: string;
}

function Row({ row, mine, medal }: { row: LeaderboardRow; mine: boolean; medal: boolean }) {
  const classes = ['mp-standing', mine ? 'mp-standing--me' : '', medal && row.rank <= 3 ? `mp-standing--top mp-standing--top${row.rank}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes} aria-current={mine ? 'true' : undefined}>
      <td className="mp-standing__rank">
        {medal && RANK_MEDALS[row.rank] ? (
          <span role="img" aria-label={`Rank ${row.rank}`}>
            {RANK_MEDALS[row.rank]}
          </span>
        ) : (
          row.rank
        )}
      </td>
      <th scope="row" className="mp-standing__name">
        <span className="truncate">{row.name}</span>
        {mine && <span className="badge badge--new mp-standing__you">You</span>}
        {!row.is_connected && <span className="sr-only"> (disconnected)</span>}
      </th>
      <td className="mp-standing__score">{row.score}</td>
      <td className="mp-standing__streak">{row.current_streak > 0 ? `🔥 ${row.current_streak}` : '0'}</td>
    </tr>
  );
}

/** Rank, name, score and streak: the top 10 and, further down, the player's own row. */
export function StandingsList({ rows, me, markTopThree = false, caption }: StandingsListProps) {
  const { top, own } = visibleRows(rows, me);
  return (
    <table className="mp-standings">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
          <th scope="col">Streak</th>
        </tr>
      </thead>
      <tbody>
        {top.map((row) => (
          <Row key={row.id} row={row} mine={isPlayer(row, me)} medal={markTopThree} />
        ))}
        {own && (
          <>
            <tr className="mp-standing__gap" aria-hidden="true">
              <td colSpan={4}>⋯</td>
            </tr>
            <Row row={own} mine medal={markTopThree} />
          </>
        )}
      </tbody>
    </table>
  );
}
