import type { Product } from '@carddogam/contract/calls/pointmall';
import { fromSaleTime, toSaleTime } from './sale-period';

/** The product form's state: number fields may be empty while typing, times are datetime-local text. */
export interface ProductDraft {
  title: string;
  content: string;
  category: string | null;
  price: number | string;
  stock: number | string;
  per_member_limit: number | string;
  sale_start: string;
  sale_end: string;
  images: string[];
  is_show: boolean;
}

export const draftOf = (product: Product | null): ProductDraft => ({
  title: product?.title ?? '',
  content: product?.content ?? '',
  category: product?.category ?? null,
  price: product?.price ?? '',
  stock: product?.stock ?? '',
  per_member_limit: product?.per_member_limit ?? '',
  sale_start: fromSaleTime(product?.sale_start ?? null),
  sale_end: fromSaleTime(product?.sale_end ?? null),
  images: product?.images ?? [],
  is_show: product?.is_show ?? true,
});

/** Empty number fields are left out (the schema says which are required); an empty limit means none. */
const numberOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));

/** What the write call is sent, before the contract's schema checks it. */
export function paramsOf(draft: ProductDraft) {
  return {
    title: draft.title,
    content: draft.content,
    category: draft.category ?? undefined,
    price: numberOrUndefined(draft.price),
    stock: numberOrUndefined(draft.stock),
    per_member_limit: draft.per_member_limit === '' ? null : Number(draft.per_member_limit),
    sale_start: toSaleTime(draft.sale_start),
    sale_end: toSaleTime(draft.sale_end),
    images: draft.images,
    is_show: draft.is_show,
  };
}
