/**
 * A stored game's figures: each question's share of right answers among the players who were there for it
 * (every connected player has an answer stored, a time-out included; one who never connected has none).
 */
import type { GameDetail } from '@/features/multiplayer/types';

export interface QuestionRate {
  question: string;
  correctAnswer: string;
  correct: number;
  players: number;
  percent: number;
}

export function questionRates(game: GameDetail): QuestionRate[] {
  return game.questions.map((question, index) => {
    const present = game.players.filter((player) => player.answers?.some((a) => a.question_index === index));
    const players = present.length;
    const correct = present.filter((player) => player.answers?.some((a) => a.question_index === index && a.is_correct)).length;
    return {
      question: question.question,
      correctAnswer: question.correct_answer,
      correct,
      players,
      percent: players > 0 ? Math.round((correct / players) * 100) : 0,
    };
  });
}

export function accuracy(correct: number, answered: number): number {
  return answered > 0 ? Math.round((correct / answered) * 100) : 0;
}
