export { moveMember, type MoveMemberProps } from './commands.ts';
export { isInTeam, treeRowsOf } from './repository.ts';
