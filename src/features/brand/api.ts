/** Calls of /admin/brand (admins; every change after step-up, which the server asks for itself). */
import { BRAND_API, type BrandImageSlot, type PublicBrand } from '../../../common/brand';
import { apiFetch } from '../../lib/api';

export const fetchBrand = (signal?: AbortSignal) => apiFetch<PublicBrand>(BRAND_API, { signal });

export const saveColour = (colour: string | null) =>
  apiFetch<PublicBrand>(`${BRAND_API}/colour`, { method: 'PUT', json: { colour } });

export function uploadImage(slot: BrandImageSlot, file: File, alt: string) {
  const body = new FormData();
  body.append('alt', alt);
  body.append('file', file);
  return apiFetch<PublicBrand>(`${BRAND_API}/images/${slot}`, { method: 'PUT', body });
}

export const removeImage = (slot: BrandImageSlot) =>
  apiFetch<PublicBrand>(`${BRAND_API}/images/${slot}`, { method: 'DELETE' });
