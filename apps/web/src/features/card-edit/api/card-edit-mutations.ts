import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { cardEditCalls } from '@carddogam/contract/calls/card-edit';
import { callApi } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import { cardEditKeys } from './keys';

/** Each dialog says its own thanks and decides what to reload or where to go next. */
interface EditOptions<T = unknown> {
  onSuccess: (answer: T) => void;
}

/** 카드 간편수정 / 카드 전체수정 (§2.12). */
export function useCardSave({ onSuccess }: EditOptions) {
  return useMutation({
    mutationFn: (params: CallParams<typeof cardEditCalls.save>) => callApi(cardEditCalls.save, params),
    onSuccess,
    onError: showError,
  });
}

/** Puts an edition's image back to the default one (§2.12). */
export function useCardImageReset({ onSuccess }: EditOptions) {
  return useMutation({
    mutationFn: (params: CallParams<typeof cardEditCalls.initImage>) =>
      callApi(cardEditCalls.initImage, params),
    onSuccess,
    onError: showError,
  });
}

/** 카드 복사 (§2.10): the answer names the card the copy went into. */
export function useCardCopy({ onSuccess }: EditOptions<CallResult<typeof cardEditCalls.copy>>) {
  return useMutation({
    mutationFn: (params: CallParams<typeof cardEditCalls.copy>) => callApi(cardEditCalls.copy, params),
    onSuccess,
    onError: showError,
  });
}

/** Adds a pre-input card (§2.10); the pre-card list is read again afterwards. */
export function usePreCardInsert({ onSuccess }: EditOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof cardEditCalls.preCardInsert>) =>
      callApi(cardEditCalls.preCardInsert, params),
    onSuccess: (answer) => {
      onSuccess(answer);
      void client.invalidateQueries({ queryKey: cardEditKeys.preCards });
    },
    onError: showError,
  });
}
