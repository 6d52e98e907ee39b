import { AGENT_TYPE_VALUES } from '@croupier/contracts';

export type AgentType = (typeof AGENT_TYPE_VALUES)[number];

/** The agent type a wire number names, or null for a member's or an unknown code. */
export function asAgentType(value: number | string): AgentType | null {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return AGENT_TYPE_VALUES.find((type) => type === number) ?? null;
}

/** The `agents.types.*` key of a type code; an unknown code shows as the number itself. */
export function agentTypeKey(type: number): string | null {
  const known = asAgentType(type);
  return known === null ? null : `agents.types.t${known}`;
}
