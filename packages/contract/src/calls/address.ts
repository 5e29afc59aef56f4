import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
import { ADDRESS_MSG } from '../messages';
import { normalizeKoreanPhone } from '../pointmall/phone';

/** A member's delivery addresses (/mypage/address; decision 033), chosen when ordering in the point mall. */

export const ADDRESS_MAX = 10;
export const RECIPIENT_MAX = 20;
export const ADDRESS_LABEL_MAX = 20;
export const ADDRESS_TEXT_MAX = 200;

/** A Korean telephone number, answered hyphenated (010-1234-5678). */
export const koreanPhone = z.string({ error: ADDRESS_MSG.phoneInvalid }).transform((text, ctx) => {
  const phone = normalizeKoreanPhone(text);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.phoneInvalid });
    return z.NEVER;
  }
  return phone;
});

const addressShape = {
  /** 배송지명, e.g. 집 or 회사; optional. */
  label: z.string().trim().max(ADDRESS_LABEL_MAX, ADDRESS_MSG.labelTooLong).default(''),
  recipient: z
    .string({ error: ADDRESS_MSG.recipientRequired })
    .trim()
    .min(1, ADDRESS_MSG.recipientRequired)
    .max(RECIPIENT_MAX, ADDRESS_MSG.recipientTooLong),
  phone: koreanPhone,
  postcode: z
    .string({ error: ADDRESS_MSG.postcodeInvalid })
    .trim()
    .regex(/^\d{5}$/, ADDRESS_MSG.postcodeInvalid),
  address: z
    .string({ error: ADDRESS_MSG.addressRequired })
    .trim()
    .min(1, ADDRESS_MSG.addressRequired)
    .max(ADDRESS_TEXT_MAX, ADDRESS_MSG.addressTooLong),
  address_detail: z.string().trim().max(ADDRESS_TEXT_MAX, ADDRESS_MSG.detailTooLong).default(''),
  /** Makes it the default; a member's first address is the default whatever this says. */
  is_default: z.boolean().default(false),
};

/** The address form's fields, as the dialog and the write calls check them. */
export const addressFields = z.object(addressShape);
export type AddressFields = z.input<typeof addressFields>;

export const deliveryAddress = z.object({
  id: z.number(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address: z.string(),
  address_detail: z.string(),
  is_default: z.boolean(),
  created: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

const idAnswer = z.object({ id: z.number() });

export const addressCalls = {
  /** The default first, then newest first. */
  list: defineCall('/api/mypage/address/list', noParams, z.object({ rows: z.array(deliveryAddress) })),
  insert: defineCall('/api/mypage/address/insert', addressFields, idAnswer),
  update: defineCall('/api/mypage/address/update', z.object({ id, ...addressShape }), idAnswer),
  /** Orders keep their own copy; deleting the default makes the newest remaining address the default. */
  remove: defineCall('/api/mypage/address/delete', z.object({ id }), idAnswer),
  setDefault: defineCall('/api/mypage/address/default', z.object({ id }), idAnswer),
};
