import { complaintKindNames, isValidTckn, type ComplaintKind } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { activeCategories, placeOfAddressId } from '../complaints/service';
import { open311Contact, type Open311Contact } from './contact';
import { Open311Error } from './http';

/** GeoReport v2: description is optional and at most 4,000 characters. */
export const maxDescriptionLength = 4000;

/** A request's place text when the integrator sent only a point: the exact point, for the desk only. */
export const pointOnlyPrefix = 'Konum: ';

export interface Open311Submission {
  serviceCode: string;
  kind: ComplaintKind;
  description: string;
  /** From address_id: the register's building, its street and mahalle. */
  place: { districtCode: string; streetCode: string; outerDoorCode: string; note?: string } | null;
  freePlaceText: string | undefined;
  point: { lat: number; lon: number } | undefined;
  contact: Open311Contact;
  /** Information requests only (4982 art. 6). */
  applicant: { tckn: string; address: string } | undefined;
  /** The attribute answers as sent, less the applicant's identity and address. */
  attributes: Record<string, string>;
}

const applicantKeys = ['attribute[tc_kimlik_no]', 'attribute[adres]'];

/** Law 4982 art. 6 asks every applicant, electronic ones too, for a TCKN and a home or work address. */
function applicantOf(body: Record<string, string>): { tckn: string; address: string } {
  const tckn = text(body['attribute[tc_kimlik_no]']);
  if (!isValidTckn(tckn))
    throw new Open311Error(
      400,
      'Bilgi edinme başvurusunda attribute[tc_kimlik_no] geçerli bir T.C. Kimlik No olmalıdır (4982 sayılı Kanun md. 6).',
    );
  const address = text(body['attribute[adres]']);
  if (!address)
    throw new Open311Error(
      400,
      'Bilgi edinme başvurusunda attribute[adres] zorunludur: başvuranın ev ya da iş adresi (4982 sayılı Kanun md. 6).',
    );
  if (address.length > 300) throw new Open311Error(400, 'attribute[adres] en fazla 300 karakter olabilir.');
  return { tckn, address };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function pointOf(body: Record<string, string>): { lat: number; lon: number } | undefined {
  if (text(body.lat) === '' && text(body.long) === '') return undefined;
  const lat = Number(body.lat);
  const lon = Number(body.long);
  if (
    text(body.lat) === '' ||
    text(body.long) === '' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon) ||
    lat < 35 ||
    lat > 43 ||
    lon < 25 ||
    lon > 45
  ) {
    throw new Open311Error(400, 'lat ve long birlikte, Türkiye sınırları içinde sayılar olarak gönderilmelidir.');
  }
  return { lat, lon };
}

/**
 * A POST request's body as the complaint it becomes. The standard asks for a service code and a
 * location — lat + long, address_string or address_id — and nothing else: description and the
 * contact fields are optional, so a photo-only or "Çukur var" report is a request, and a contact
 * field that does not parse is dropped, not fatal (decision 065).
 */
export async function parseSubmission(db: Queryable, body: Record<string, string>): Promise<Open311Submission> {
  const serviceCode = text(body.service_code);
  if (!serviceCode) throw new Open311Error(400, 'service_code zorunludur.');
  if (!(await activeCategories(db)).some((service) => service.code === serviceCode))
    throw new Open311Error(404, `${serviceCode} kodlu bir hizmet yok.`);

  const point = pointOf(body);
  const addressString = text(body.address_string).slice(0, 300);
  const addressId = text(body.address_id);
  let place: Open311Submission['place'] = null;
  if (addressId) {
    const found = await placeOfAddressId(db, addressId);
    place = found ? { ...found, ...(addressString ? { note: addressString.slice(0, 200) } : {}) } : null;
    if (!place)
      throw new Open311Error(
        400,
        `address_id ${addressId.slice(0, 20)} adres kaydında yok: bina kodu ya da adres numarası gönderiniz.`,
      );
  }
  // With a register place the street is known; the integrator's text, if any, helps the desk find the spot.
  let freePlaceText: string | undefined;
  if (!place) {
    if (addressString) freePlaceText = addressString;
    else if (point) freePlaceText = `${pointOnlyPrefix}${point.lat.toFixed(6)}, ${point.lon.toFixed(6)}`;
    else throw new Open311Error(400, 'Yer zorunludur: lat ve long, address_string ya da address_id gönderiniz.');
  }

  const description = text(body.description);
  if (description.length > maxDescriptionLength)
    throw new Open311Error(400, `description en fazla ${maxDescriptionLength} karakter olabilir.`);

  const kindValue =
    text(body['attribute[basvuru_turu]']) || (serviceCode === 'bilgi-edinme' ? 'bilgi_edinme' : 'sikayet');
  // Own keys only: "toString" or "__proto__" is no kind of application.
  const kind = Object.hasOwn(complaintKindNames, kindValue) ? (kindValue as ComplaintKind) : undefined;
  if (!kind) throw new Open311Error(400, 'attribute[basvuru_turu] sikayet, talep, oneri veya bilgi_edinme olmalıdır.');
  const applicant = kind === 'bilgi_edinme' ? applicantOf(body) : undefined;

  return {
    serviceCode,
    kind,
    description,
    place,
    freePlaceText,
    point,
    contact: open311Contact(body),
    applicant,
    attributes: Object.fromEntries(
      Object.entries(body).filter(([key]) => key.startsWith('attribute[') && !applicantKeys.includes(key)),
    ),
  };
}
