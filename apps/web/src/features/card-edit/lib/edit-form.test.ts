import { describe, expect, it } from 'vitest';
import { MSG } from '@carddogam/contract/messages';
import {
  allowedNation,
  copyFormError,
  dialogShortcut,
  editFormError,
  formFromSource,
  parseCopyIds,
  saveParamsOf,
} from './edit-form';
import { buttonShortcut, showsStaffButtons } from './staff-buttons';
import { editSourceFixture as source } from './edit-source.fixture';

describe('edit form rules', () => {
  it('starts from the source and maps an empty rarity from the English one', () => {
    const form = formFromSource(source);
    expect(form.rarity).toBe('Double Rare');
    expect(form.rules).toBe('룰 1\n룰 2');
    expect(form.setPrintedTotal).toBe(165);
  });

  it('sends only the edition fields for a simple edit and the parts without blank blocks for a whole one', () => {
    const form = {
      ...formFromSource(source),
      rules: '룰 1\n\n 룰 3 ',
      copyIds: 'a, b\nb c',
      memo: ' 오타 수정 ',
    };
    const simple = saveParamsOf('sv3pt5-6', 'kr', 'simple', form);
    expect(simple.fields.rules).toEqual(['룰 1', '룰 3']);
    expect(simple.copy_ids).toEqual(['a', 'b', 'c']);
    expect(simple.memo).toBe('오타 수정');
    expect(simple).not.toHaveProperty('attacks');
    const whole = saveParamsOf('sv3pt5-6', 'kr', 'whole', {
      ...form,
      abilities: [{ type: '', name: '', text: '' }],
      attacks: [...form.attacks, { name: '', cost: [], damage: '', text: '' }],
    });
    expect(whole.abilities).toEqual([]);
    expect(whole.attacks).toHaveLength(1);
    expect(whole.base?.name).toBe('Charizard ex');
    const wholeEn = saveParamsOf('sv3pt5-6', 'en', 'whole', { ...form, name: 'Charizard ex (fixed)' });
    expect(wholeEn.base?.name).toBe('Charizard ex (fixed)');
  });

  it('answers the §5 required-field messages only for 발매중 cards', () => {
    const form = formFromSource(source);
    expect(editFormError('x', 'simple', form)).toBeNull();
    expect(editFormError('x', 'simple', { ...form, name: ' ' })).toBe(MSG.editNameRequired);
    expect(editFormError('x', 'simple', { ...form, number: '' })).toBe(MSG.editNumberRequired);
    expect(editFormError('x', 'simple', { ...form, setPrintedTotal: '' })).toBe(MSG.editPrintedTotalRequired);
    expect(editFormError('x', 'simple', { ...form, setName: '' })).toBe(MSG.editSetNameRequired);
    expect(editFormError('x', 'whole', { ...form, base: { ...form.base, supertype: '' } })).toBe(
      MSG.editSupertypeRequired,
    );
    expect(editFormError('x', 'whole', { ...form, base: { ...form.base, hp: 341 } })).toMatch(/340/);
    expect(editFormError('x', 'simple', { ...form, setName: '', isAvailable: false })).toBeNull();
  });

  it('forces jp for 일어알바', () => {
    expect(allowedNation('일어알바', 'kr')).toEqual({ nation: 'jp', refused: true });
    expect(allowedNation('일어알바', 'jp')).toEqual({ nation: 'jp', refused: false });
    expect(allowedNation('매니저', 'en')).toEqual({ nation: 'en', refused: false });
  });

  it('reads the dialog shortcuts', () => {
    expect(dialogShortcut({ key: 'Enter', ctrlKey: true })).toEqual({ kind: 'submit' });
    expect(dialogShortcut({ key: 'r', ctrlKey: true })).toEqual({ kind: 'resetImage' });
    expect(dialogShortcut({ key: 'K', ctrlKey: true })).toEqual({ kind: 'nation', nation: 'kr' });
    expect(dialogShortcut({ key: 'l', ctrlKey: true })).toEqual({ kind: 'nation', nation: 'en' });
    expect(dialogShortcut({ key: '3', ctrlKey: true })).toEqual({ kind: 'nation', nation: 'jp' });
    expect(dialogShortcut({ key: 'Enter', ctrlKey: false })).toBeNull();
    expect(dialogShortcut({ key: 'x', ctrlKey: true })).toBeNull();
  });

  it('reads the card page button shortcuts and shows the buttons to desktop staff only', () => {
    expect(buttonShortcut({ key: 'e', ctrlKey: true })).toBe('simple');
    expect(buttonShortcut({ key: 'E', ctrlKey: true, shiftKey: true })).toBe('whole');
    expect(buttonShortcut({ key: ' ', ctrlKey: true })).toBe('copy');
    expect(buttonShortcut({ key: 'e', ctrlKey: false })).toBeNull();
    expect(showsStaffButtons('일어알바', false)).toBe(true);
    expect(showsStaffButtons('관리자', true)).toBe(false);
    expect(showsStaffButtons('테스터', false)).toBe(false);
    expect(showsStaffButtons(undefined, false)).toBe(false);
  });

  it('checks the copy dialog fields in the order of §5', () => {
    expect(copyFormError({ preCardId: ' ', setNameKr: '', setNameJp: '' })).toBe(MSG.copyPreIdRequired);
    expect(copyFormError({ preCardId: 'p', setNameKr: '세트', setNameJp: ' ' })).toBe(MSG.copySetRequired);
    expect(copyFormError({ preCardId: 'p', setNameKr: '세트', setNameJp: 'セット' })).toBeNull();
    expect(parseCopyIds(' ')).toEqual([]);
  });
});
