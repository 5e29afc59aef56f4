import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contactCalls, INQUIRY_PAGE_SIZE } from '@carddogam/contract/calls/contact';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { contactKeys, type AdminInquiryFilter } from './keys';

/** The member's own inquiries, newest first. */
export const myInquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: contactKeys.mine(page),
    queryFn: () => callApi(contactCalls.list, { page, size: INQUIRY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

/** One inquiry, for its asker, staff, or a guest with the mailed token. */
export const inquiryQuery = (id: number, token: string) =>
  queryOptions({
    queryKey: contactKeys.one(id, token),
    queryFn: () => callApi(contactCalls.read, { id, token }),
    // 401 and 404 are answers to show, not hiccups to retry.
    retry: false,
    meta: MEMBER_DATA,
  });

/** The staff list with its filters. */
export const adminInquiriesQuery = (filter: AdminInquiryFilter) =>
  queryOptions({
    queryKey: contactKeys.admin(filter),
    queryFn: () => callApi(contactCalls.adminList, { ...filter, size: INQUIRY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });
