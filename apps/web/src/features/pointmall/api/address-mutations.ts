import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressCalls, type AddressFields } from '@carddogam/contract/calls/address';
import { callApi } from '../../../lib/api';
import { pointmallKeys } from './keys';

function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pointmallKeys.addresses });
}

/** Adds an address (no id) or changes one; answers its id, so the order form can pick a new one. */
export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: ({ id, ...fields }: AddressFields & { id?: number }) =>
      id === undefined
        ? callApi(addressCalls.insert, fields)
        : callApi(addressCalls.update, { id, ...fields }),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: number) => callApi(addressCalls.remove, { id }),
    onSuccess: refresh,
  });
}

export function useSetDefaultAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: number) => callApi(addressCalls.setDefault, { id }),
    onSuccess: refresh,
  });
}
