import { useState } from 'react';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import {
  ADDRESS_LABEL_MAX,
  ADDRESS_TEXT_MAX,
  addressFields,
  RECIPIENT_MAX,
  type AddressFields,
  type DeliveryAddress,
} from '@carddogam/contract/calls/address';
import { ADDRESS_MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../../components/AppDialog';

import { showSuccess } from '../../../../lib/toast';
import { useSaveAddress } from '../../api/address-mutations';
import { DialogSaveFooter } from '../../../../components/DialogSaveFooter';

type Field = keyof AddressFields;
type Draft = Record<Exclude<Field, 'is_default'>, string> & { is_default: boolean };

const EMPTY: Draft = {
  label: '',
  recipient: '',
  phone: '',
  postcode: '',
  address: '',
  address_detail: '',
  is_default: false,
};

const draftOf = (address: DeliveryAddress | null): Draft =>
  address
    ? {
        label: address.label,
        recipient: address.recipient,
        phone: address.phone,
        postcode: address.postcode,
        address: address.address,
        address_detail: address.address_detail,
        is_default: address.is_default,
      }
    : EMPTY;

/**
 * Adds or edits a delivery address, checked by the contract's rules before it is sent (the server checks
 * them again). Answers the saved address's id.
 */
export function AddressFormDialog({
  address,
  onClose,
  onSaved,
}: {
  /** null: a new address. */
  address: DeliveryAddress | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(address));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveAddress();
  const set = (field: Exclude<Field, 'is_default'>) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: event.currentTarget.value });

  const submit = () => {
    const checked = addressFields.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { ...draft, id: address?.id },
      {
        onSuccess: ({ id }) => {
          showSuccess(ADDRESS_MSG.saved);
          onSaved?.(id);
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog opened onClose={onClose} title={address ? '배송지 수정' : '배송지 추가'} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="배송지명"
            placeholder="예: 집, 회사"
            maxLength={ADDRESS_LABEL_MAX}
            value={draft.label}
            onChange={set('label')}
            error={errors.label}
          />
          <TextInput
            label="받는 분"
            autoComplete="name"
            maxLength={RECIPIENT_MAX}
            value={draft.recipient}
            onChange={set('recipient')}
            error={errors.recipient}
            required
          />
          <TextInput
            label="연락처"
            placeholder="010-1234-5678"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={set('phone')}
            error={errors.phone}
            required
          />
          <TextInput
            label="우편번호"
            placeholder="5자리 숫자"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft.postcode}
            onChange={set('postcode')}
            error={errors.postcode}
            required
          />
          <TextInput
            label="주소"
            autoComplete="address-line1"
            maxLength={ADDRESS_TEXT_MAX}
            value={draft.address}
            onChange={set('address')}
            error={errors.address}
            required
          />
          <TextInput
            label="상세주소"
            autoComplete="address-line2"
            maxLength={ADDRESS_TEXT_MAX}
            value={draft.address_detail}
            onChange={set('address_detail')}
            error={errors.address_detail}
          />
          <Checkbox
            label="기본 배송지로 설정"
            checked={draft.is_default}
            onChange={(event) => setDraft({ ...draft, is_default: event.currentTarget.checked })}
          />
          <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </AppDialog>
  );
}
