import { describe, expect, it } from 'vitest';
import {
  NEW_GAME,
  gameBody,
  gamesApiPath,
  parseGameFilters,
  validateGame,
  validateGameEdit,
} from './rules.ts';

describe('games list filters', () => {
  it('round-trips the URL and asks the API for 20 a page', () => {
    const filters = parseGameFilters(
      new URLSearchParams('q=baccarat&vassalage=INHOUSE&gameType=LIVE&hot=true&page=3'),
    );
    expect(filters).toEqual({
      q: 'baccarat',
      vassalage: 'INHOUSE',
      gameType: 'LIVE',
      hot: true,
      enabled: null,
      page: 3,
    });
    expect(gamesApiPath(filters, 20)).toBe(
      '/games?q=baccarat&vassalage=INHOUSE&gameType=LIVE&hot=true&page=3&pageSize=20',
    );
  });

  it('ignores nonsense in a hand-edited link', () => {
    expect(parseGameFilters(new URLSearchParams('vassalage=x y&gameType=POKER&hot=maybe&page=-2'))).toEqual({
      q: '',
      vassalage: '',
      gameType: null,
      hot: null,
      enabled: null,
      page: 1,
    });
  });
});

describe('add game form', () => {
  it('sends only what was filled in, trimmed', () => {
    const values = {
      ...NEW_GAME,
      vassalage: 'INHOUSE',
      gameCode: ' dice-1 ',
      gameName: ' Dice ',
      gameType: 'MINI' as const,
    };
    expect(validateGame(values)).toEqual({});
    expect(gameBody(values)).toEqual({
      vassalage: 'INHOUSE',
      gameCode: 'dice-1',
      gameName: 'Dice',
      gameType: 'MINI',
      isHot: 0,
    });
  });

  it('flags a bad code, a missing type and an icon that is not a web address', () => {
    const errors = validateGame({
      ...NEW_GAME,
      vassalage: 'X1',
      gameCode: 'a b',
      gameName: 'x',
      iconUrl: 'javascript:alert(1)',
    });
    expect(errors.gameCode?.key).toBe('games.v.gameCode');
    expect(errors.gameType?.key).toBe('fieldErrors.REQUIRED');
    expect(errors.iconUrl?.key).toBe('games.v.imageUrl');
  });

  it('checks the edit dialog’s order range', () => {
    expect(validateGameEdit('Dice', '10')).toEqual({});
    expect(validateGameEdit('', '1000001')).toMatchObject({
      displayName: { key: 'fieldErrors.REQUIRED' },
      sortOrder: { key: 'games.v.order' },
    });
  });
});
