import { Type, type Static } from 'typebox';
import { ProblemSchema } from './errors.ts';
import { GameItemSchema } from './catalogue.ts';

const LanguageSchema = Type.String({ pattern: '^(EN|CN|TH)$' });

export const LaunchRequestSchema = Type.Object({
  mode: Type.Union([Type.Literal('real'), Type.Literal('demo')]),
  platform: Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]),
  language: Type.Optional(LanguageSchema),
});
export type LaunchRequest = Static<typeof LaunchRequestSchema>;
export const LaunchAnswerSchema = Type.Object({
  url: Type.String(),
  target: Type.Union([Type.Literal('iframe'), Type.Literal('window')]),
});
export type LaunchAnswer = Static<typeof LaunchAnswerSchema>;
/** `409 GAME_MAINTENANCE` of a launch: the problem plus up to 6 playable games of the same type, hot first. */
export const GameMaintenanceProblemSchema = Type.Object(
  { ...ProblemSchema.properties, suggestions: Type.Optional(Type.Array(GameItemSchema)) },
  { additionalProperties: true },
);
export type GameMaintenanceProblem = Static<typeof GameMaintenanceProblemSchema>;
