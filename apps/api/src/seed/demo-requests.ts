import { addDays, type IsoDate } from '@ebelediye/finance';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { complaintEvents, complaints } from '../db/schema';
import { lodgeComplaint } from '../domains/complaints/service';

/**
 * A few example requests for the demo only, so an integrator trying /open311/v2/requests.json sees a
 * list (and servicerequestupdates some changes) before lodging anything. They came "through Open311"
 * with no contact at all: nothing of a person is in them, and nobody is texted.
 */
const examples = [
  {
    daysAgo: 12,
    categoryCode: 'cop-toplanmadi',
    description: 'Pazar yerinin arkasındaki konteynerler üç gündür boşaltılmadı.',
    address: 'Pazar yeri arkası',
    point: { lat: 40.9921, lon: 28.8493 },
    steps: [
      { daysLater: 1, status: 'in_progress' as const },
      { daysLater: 2, status: 'answered' as const, publicNote: 'Konteynerler boşaltıldı.' },
    ],
  },
  {
    daysAgo: 6,
    categoryCode: 'sokak-lambasi',
    description: 'Parkın girişindeki iki lamba yanmıyor.',
    address: 'Park girişi',
    point: { lat: 40.9874, lon: 28.8561 },
    steps: [{ daysLater: 1, status: 'in_progress' as const, publicNote: 'Arıza ekibe iletildi.' }],
  },
  {
    daysAgo: 2,
    categoryCode: 'yol-bozuklugu',
    description: 'Çukur var',
    address: 'Okul önündeki yaya geçidi',
    point: { lat: 40.9903, lon: 28.8522 },
    steps: [],
  },
];

export async function seedDemoOpen311Requests(tx: Queryable, today: IsoDate): Promise<void> {
  for (const example of examples) {
    const lodgedAt = new Date(`${addDays(today, -example.daysAgo)}T07:30:00Z`);
    const row = await lodgeComplaint(
      tx,
      {
        kind: 'sikayet',
        categoryCode: example.categoryCode,
        description: example.description,
        place: null,
        freePlaceText: example.address,
        point: example.point,
        photoIds: [],
        contact: { name: 'Open311', phone: '', email: null },
        memberId: null,
        registryOid: null,
        source: 'open311',
      },
      lodgedAt,
      '',
    );
    for (const step of example.steps) {
      const at = new Date(`${addDays(today, step.daysLater - example.daysAgo)}T10:00:00Z`);
      const publicNote = 'publicNote' in step ? step.publicNote : null;
      await tx
        .insert(complaintEvents)
        .values({ complaintId: row.id, at, kind: 'status', status: step.status, publicNote, visibleToCitizen: true });
      await tx
        .update(complaints)
        .set({
          status: step.status,
          publicNote,
          updatedAt: at,
          ...(step.status === 'answered'
            ? { answer: 'Konteynerler boşaltıldı, teşekkür ederiz.', answeredAt: at }
            : {}),
        })
        .where(eq(complaints.id, row.id));
    }
  }
}
