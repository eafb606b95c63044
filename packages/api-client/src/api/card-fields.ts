import * as v from 'valibot';

/** A photo as boards and the host's space list answer it: an absolute URL and its BlurHash. */
export const CardPhotoSchema = v.looseObject({ url: v.string(), blurHash: v.fallback(v.string(), ''), width: v.fallback(v.number(), 0), height: v.fallback(v.number(), 0) });

/** The fields a saved space's card and a host's space share, in the order both answers list them. */
export const CARD_FIELDS = {
  id: v.number(),
  title: v.string(),
  city: v.fallback(v.string(), ''),
  state: v.fallback(v.string(), ''),
  capacity: v.fallback(v.number(), 0),
  hourly_price: v.number(),
  currency: v.string(),
};
