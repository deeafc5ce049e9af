import { Icon } from '@/components/ui/icon';

import type { Scoring } from '@/features/multiplayer/lib/play-settings';
import { isPlayer, visibleRows } from '@/features/multiplayer/lib/standings';
import type { LeaderboardRow, PlayerId } from '@/features/multiplayer/types';

interface StandingsListProps {
  rows: LeaderboardRow[];
  me: PlayerId | undefined;
  /** The final standings mark the top 3. */
  markTopThree?: boolean;
  caption: string;
  /** Accuracy scoring ranks by right answers: the table shows them instead of points. */
  scoring?: Scoring;
}

function Row({ row, mine, medal, byCorrect }: { row: LeaderboardRow; mine: boolean; medal: boolean; byCorrect: boolean }) {
  const classes = ['mp-standing', mine ? 'mp-standing--me' : '', medal && row.rank <= 3 ? `mp-standing--top mp-standing--top${row.rank}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes} aria-current={mine ? 'true' : undefined}>
      <td className="mp-standing__rank">
        {medal && row.rank <= 3 ? (
          <span className={`mp-medal mp-medal--${row.rank}`} role="img" aria-label={`Rank ${row.rank}, top 3`}>
            {row.rank}
          </span>
        ) : (
          row.rank
        )}
      </td>
      <th scope="row" className="mp-standing__name">
        <span className="mp-standing__who">
          <bdi className="mp-standing__label mp-name" dir="auto">
            {row.name}
          </bdi>
          {mine && <span className="badge badge--new">You</span>}
          {!row.is_connected && <span className="sr-only"> (disconnected)</span>}
        </span>
      </th>
      <td className="mp-standing__score">{byCorrect ? row.correct_answers : row.score}</td>
      <td className="mp-standing__streak">
        {row.current_streak > 0 && <Icon name="bolt" size={16} className="mp-streak-icon" />}
        {row.current_streak}
      </td>
    </tr>
  );
}

/** Rank, name, score and streak: the top 10 and, further down, the player's own row. */
export function StandingsList({ rows, me, markTopThree = false, caption, scoring = 'speed' }: StandingsListProps) {
  const { top, own } = visibleRows(rows, me);
  const byCorrect = scoring === 'accuracy';
  return (
    <table className="mp-standings">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="mp-col-rank">
            Rank
          </th>
          <th scope="col">Name</th>
          <th scope="col" className={byCorrect ? 'mp-col-score mp-col-score--correct' : 'mp-col-score'}>
            {byCorrect ? 'Correct' : 'Score'}
          </th>
          <th scope="col" className="mp-col-streak">
            Streak
          </th>
        </tr>
      </thead>
      <tbody>
        {top.map((row) => (
          <Row key={row.id} row={row} mine={isPlayer(row, me)} medal={markTopThree} byCorrect={byCorrect} />
        ))}
        {own && (
          <>
            <tr className="mp-standing__gap" aria-hidden="true">
              <td colSpan={4}>⋯</td>
            </tr>
            <Row row={own} mine medal={markTopThree} byCorrect={byCorrect} />
          </>
        )}
      </tbody>
    </table>
  );
}
