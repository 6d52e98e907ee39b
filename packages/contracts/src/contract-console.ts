import { Type, type Static } from 'typebox';
import {
  ContractItemSchema,
  ContractKindSchema,
  ContractStatusSchema,
  ContractTermsSchema,
  SettlementFiguresSchema,
} from './agent-contracts.ts';
import { PageOf, PageQuerySchema } from './page.ts';

/**
 * The console's view of agent contracts: an agent's contracts on its page, the brand's contracts in one list,
 * and an operator ending one (audited).
 */

export type ContractStatus = Static<typeof ContractStatusSchema>;

/** One version of a contract's terms: offered, then signed (in force from `validFrom` until `validTo`) or not. */
export const ContractVersionSchema = Type.Object({
  version: Type.Integer(),
  status: Type.Union([
    Type.Literal('offered'),
    Type.Literal('signed'),
    Type.Literal('rejected'),
    Type.Literal('withdrawn'),
  ]),
  terms: ContractTermsSchema,
  offeredAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  validFrom: Type.Union([Type.String(), Type.Null()]),
  validTo: Type.Union([Type.String(), Type.Null()]),
});
export type ContractVersion = Static<typeof ContractVersionSchema>;

/** A settled period of a contract: its inputs (base, active members, rate of a version) and amounts. */
export const ContractStatementSchema = Type.Object({
  ...SettlementFiguresSchema.properties,
  settledAt: Type.String(),
});
export type ContractStatement = Static<typeof ContractStatementSchema>;

/**
 * A contract on an agent's page: as the contracts list shows it, with its versions and latest statements. In the
 * console `signedAt` is when the contract was first signed, kept once it ended.
 */
export const AgentContractSchema = Type.Object({
  ...ContractItemSchema.properties,
  versions: Type.Array(ContractVersionSchema),
  statements: Type.Array(ContractStatementSchema),
});
export type AgentContract = Static<typeof AgentContractSchema>;

/** `GET /admin-api/v1/agents/{id}/contracts`: what the agent holds (as downline) and granted (as upline). */
export const AgentContractsSchema = Type.Object({
  currency: Type.String(),
  /** What the agent owes the platform (commission taken back after it was spent). */
  debt: Type.String(),
  held: Type.Array(AgentContractSchema),
  granted: Type.Array(AgentContractSchema),
});
export type AgentContracts = Static<typeof AgentContractsSchema>;

/** `GET /admin-api/v1/contracts`: the brand's contracts, filtered by kind, status and a party's username. */
export const ContractConsoleQuerySchema = Type.Object(
  {
    ...PageQuerySchema.properties,
    kind: Type.Optional(ContractKindSchema),
    status: Type.Optional(ContractStatusSchema),
    /** A party's exact username, upline or downline. */
    agent: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type ContractConsoleQuery = Static<typeof ContractConsoleQuerySchema>;

export const ContractConsolePageSchema = Type.Object({
  ...PageOf(ContractItemSchema).properties,
  currency: Type.String(),
});
export type ContractConsolePage = Static<typeof ContractConsolePageSchema>;

/** `POST /admin-api/v1/contracts/{id}/terminate`: an operator ends a contract now, for the audit log's reason. */
export const ContractTerminateSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type ContractTerminate = Static<typeof ContractTerminateSchema>;

/** The contracts the ending ended: this one, then those granted below it (cascade). */
export const ContractTerminatedSchema = Type.Object({
  id: Type.String(),
  status: ContractStatusSchema,
  ended: Type.Array(Type.String()),
});
export type ContractTerminated = Static<typeof ContractTerminatedSchema>;
