import { describe, expect, it } from 'vitest';
import {
  NEW_VENDOR,
  canEditCatalogue,
  canSeeGgr,
  canSeeRounds,
  launchUrlProblem,
  transferUrlProblem,
  validateVendor,
  vendorBody,
  validateVendorEdit,
  validateWindow,
  vendorPatchOf,
} from './rules.ts';

const good = {
  ...NEW_VENDOR,
  vassalage: 'ACME_LIVE',
  name: 'Acme Live',
  gameTypes: ['LIVE' as const],
  launchUrl: 'https://games.acme.test/play?t={token}&g={gameCode}&l={language}&m={mode}',
};

describe('vendor edit rules', () => {
  const original = {
    name: 'Acme Live',
    launchUrl: good.launchUrl,
    walletMode: 'seamless' as const,
    transferUrl: '',
  };

  it('sends only what changed, trimmed, and nothing when nothing did', () => {
    expect(vendorPatchOf({ ...original, name: ' Acme Live ' }, original)).toBeNull();
    expect(
      vendorPatchOf(
        {
          name: ' Acme Casino ',
          launchUrl: ' https://acme.test/{token} ',
          walletMode: 'transfer',
          transferUrl: ' https://acme.test/transfers ',
        },
        original,
      ),
    ).toEqual({
      name: 'Acme Casino',
      launchUrl: 'https://acme.test/{token}',
      walletMode: 'transfer',
      transferUrl: 'https://acme.test/transfers',
    });
    // Back to seamless: the transfer URL is cleared with it.
    const transfer = { ...original, walletMode: 'transfer' as const, transferUrl: 'https://acme.test/t' };
    expect(vendorPatchOf({ ...transfer, walletMode: 'seamless' }, transfer)).toEqual({
      walletMode: 'seamless',
      transferUrl: null,
    });
  });

  it('asks for a transfer URL when a vendor becomes a transfer wallet, and checks a changed one', () => {
    expect(validateVendorEdit({ ...original, walletMode: 'transfer' }, original).transferUrl?.key).toBe(
      'fieldErrors.REQUIRED',
    );
    const transfer = { ...original, walletMode: 'transfer' as const, transferUrl: 'https://acme.test/t' };
    expect(validateVendorEdit({ ...transfer, name: 'Renamed' }, transfer)).toEqual({});
    expect(
      validateVendorEdit({ ...transfer, transferUrl: 'http://acme.test/t' }, transfer).transferUrl?.key,
    ).toBe('vendors.v.transferUrl');
  });

  it('refuses a blank name and a changed launch URL the server would refuse', () => {
    const errors = validateVendorEdit(
      { ...original, name: '  ', launchUrl: 'https://acme.test/play' },
      original,
    );
    expect(errors.name?.key).toBe('fieldErrors.REQUIRED');
    expect(errors.launchUrl?.key).toBe('vendors.v.tokenMissing');
    expect(validateVendorEdit({ ...original, name: 'x'.repeat(81) }, original).name?.key).toBe(
      'vendors.v.tooLong',
    );
  });

  it('lets a catalogue vendor without a launch URL keep none', () => {
    const catalogue = { ...original, launchUrl: '' };
    expect(validateVendorEdit({ ...catalogue, name: 'Listed' }, catalogue)).toEqual({});
    expect(vendorPatchOf({ ...catalogue, name: 'Listed' }, catalogue)).toEqual({ name: 'Listed' });
  });
});

describe('vendor onboarding rules', () => {
  it('accepts a complete vendor', () => {
    expect(validateVendor(good, [])).toEqual({});
  });

  it('names every missing or malformed field', () => {
    const errors = validateVendor({ ...NEW_VENDOR, vassalage: 'acme', launchUrl: '' }, []);
    expect(errors.vassalage?.key).toBe('vendors.v.vassalage');
    expect(errors.name?.key).toBe('fieldErrors.REQUIRED');
    expect(errors.gameTypes?.key).toBe('vendors.v.gameTypes');
    expect(errors.launchUrl?.key).toBe('fieldErrors.REQUIRED');
  });

  it('wants a transfer API URL for a transfer-wallet vendor only, and sends it only then', () => {
    expect(validateVendor({ ...good, walletMode: 'transfer' }, []).transferUrl?.key).toBe(
      'fieldErrors.REQUIRED',
    );
    const transfer = {
      ...good,
      walletMode: 'transfer' as const,
      transferUrl: ' https://api.acme.test/xfer ',
    };
    expect(validateVendor(transfer, [])).toEqual({});
    expect(vendorBody(transfer).transferUrl).toBe('https://api.acme.test/xfer');
    expect(vendorBody({ ...good, transferUrl: 'https://api.acme.test/xfer' })).not.toHaveProperty(
      'transferUrl',
    );
    expect(transferUrlProblem('http://api.acme.test/xfer')?.key).toBe('vendors.v.transferUrl');
    expect(transferUrlProblem('https://api.acme.test/xfer?op=1')?.key).toBe('vendors.v.transferUrl');
    expect(transferUrlProblem('https://u:p@api.acme.test/')?.key).toBe('vendors.v.transferUrl');
    expect(transferUrlProblem('http://localhost:4100/xfer')).toBeNull();
  });

  it('refuses a code another vendor has', () => {
    expect(validateVendor(good, ['ACME_LIVE']).vassalage?.key).toBe('vendors.v.taken');
  });

  it('wants {token}, known placeholders and https (http only on this machine)', () => {
    expect(launchUrlProblem('https://acme.test/play?g={gameCode}')?.key).toBe('vendors.v.tokenMissing');
    expect(launchUrlProblem('https://acme.test/{token}/{currency}')).toEqual({
      key: 'vendors.v.unknownPlaceholder',
      values: { placeholder: '{currency}' },
    });
    expect(launchUrlProblem('http://acme.test/?t={token}')?.key).toBe('vendors.v.launchUrl');
    expect(launchUrlProblem('ftp://acme.test/?t={token}')?.key).toBe('vendors.v.launchUrl');
    expect(launchUrlProblem('http://127.0.0.1:9000/?t={token}')).toBeNull();
    expect(launchUrlProblem('https://acme.test/{token}')).toBeNull();
    expect(launchUrlProblem('https://{language}.acme.test/?t={token}')?.key).toBe(
      'vendors.v.placeholderInHost',
    );
    expect(launchUrlProblem('https://acme.test/play now?t={token}')?.key).toBe('vendors.v.launchUrl');
    expect(launchUrlProblem('https://acme.test/?t={token}#x')?.key).toBe('vendors.v.launchUrl');
  });
});

describe('maintenance window', () => {
  it('needs a start, and an end after it when one is given', () => {
    expect(validateWindow('', '', 'Asia/Bangkok').from?.key).toBe('fieldErrors.REQUIRED');
    expect(validateWindow('2025-05-01 10:00', '', 'Asia/Bangkok')).toEqual({});
    expect(validateWindow('2025-05-01 10:00', '2025-05-01 09:00', 'Asia/Bangkok').until?.key).toBe(
      'vendors.v.untilBeforeFrom',
    );
    expect(validateWindow('2025-05-01 10:00', '2025-05-01 12:00', 'Asia/Bangkok')).toEqual({});
  });
});

describe('who sees what', () => {
  it('lets owners and admins edit the catalogue, finance read GGR, and everyone but viewers look rounds up', () => {
    expect(
      ['owner', 'admin', 'finance', 'support', 'viewer'].map((r) => canEditCatalogue(r as never)),
    ).toEqual([true, true, false, false, false]);
    expect(canSeeGgr('finance')).toBe(true);
    expect(canSeeGgr('support')).toBe(false);
    expect(canSeeRounds('support')).toBe(true);
    expect(canSeeRounds('viewer')).toBe(false);
  });
});
