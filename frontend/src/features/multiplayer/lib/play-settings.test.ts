import { describe, expect, it } from 'vitest';

import { gameReducer, initialGameState, type GameState } from '@/features/multiplayer/lib/game-state';
import { makeRoom, questionStart } from '@/features/multiplayer/testing/messages';
import type { ServerMessage } from '@/features/multiplayer/types';

const T0 = 1_000_000;

const extraDeadlines = (deadlines: Record<string, number>): ServerMessage => ({ type: 'extra_deadlines', question_index: 0, extra_deadlines: deadlines, server_time: T0 });

function pupilWith(messages: ServerMessage[]): GameState {
  const joined: ServerMessage = { type: 'join_success', player_id: 'p2', is_host: false, room: makeRoom({ status: 'playing' }) } as ServerMessage;
  return [joined, ...messages].reduce((state, message) => gameReducer(state, { type: 'message', message }), initialGameState);
}

describe('a pupil with extra time', () => {
  it("counts down to its own deadline, told to it alone just after the question, with its own time", () => {
    const start = questionStart(0, T0, { deadline: T0 + 30_000 });
    expect(pupilWith([start, extraDeadlines({ p2: T0 + 45_000 })]).question).toMatchObject({ deadline: T0 + 45_000, time_per_question: 45 });
    expect(pupilWith([start]).question).toMatchObject({ deadline: T0 + 30_000, time_per_question: 30 });
    const twice = pupilWith([start, extraDeadlines({ p2: T0 + 45_000 }), extraDeadlines({ p2: T0 + 45_000 })]);
    expect(twice.question?.deadline).toBe(T0 + 45_000);
  });

  it('keeps its own time left through a pause, and is as far past the room after it', () => {
    const start = questionStart(0, T0, { deadline: T0 + 30_000 });
    const paused = pupilWith([start, extraDeadlines({ p2: T0 + 60_000 }), { type: 'game_paused', remaining_ms: 0, question_index: 0, server_time: T0 + 40_000 }]);
    expect(paused.question?.deadline).toBe(T0 + 60_000); // 20 s of its own left, frozen
    const resumed = gameReducer(paused, { type: 'message', message: { type: 'game_resumed', deadline: T0 + 90_000, remaining_ms: 0, server_time: T0 + 100_000 } });
    expect(resumed.question?.deadline).toBe(T0 + 120_000);
  });

  it('has no deadline at all in a room without a timer', () => {
    const start = questionStart(0, T0, { deadline: 0, extra_deadlines: {} });
    const resumed = gameReducer(pupilWith([start]), { type: 'message', message: { type: 'game_resumed', deadline: 0, remaining_ms: 0, server_time: T0 } });
    expect(resumed.question?.deadline).toBe(0);
  });
});
