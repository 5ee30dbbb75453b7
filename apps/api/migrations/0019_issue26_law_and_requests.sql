ALTER TABLE "restructuring_campaigns" ALTER COLUMN "first_due_months_after_application" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "applicant_tckn" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "applicant_address" text;--> statement-breakpoint
ALTER TABLE "restructuring_campaigns" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "restructuring_campaigns" ADD COLUMN "due_date_extensions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restructuring_campaigns" ADD COLUMN "revenue_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written:
-- Law 7326 re-seeded from the law (docs/decisions/060-a-campaign-holds-the-laws-schedule.md): the
-- fixed first installment 30.09.2021 of art. 2, moved to 31.10.2021 by CK 4420 (RG 27.08.2021), which
-- also moved applications to 30.09.2021 and left the second and later installments on the law's dates
-- (30.11.2021, then every two months); the grace and break rules and what a break leaves owed, each
-- with its source. Same values as campaign7326 in apps/api/src/seed/restructuring.ts.
UPDATE "restructuring_campaigns" SET
  "application_end" = '2021-09-30',
  "first_due_date" = '2021-09-30',
  "first_due_months_after_application" = NULL,
  "due_date_extensions" = '[{"installments":[1],"dueDate":"2021-10-31","source":"4420 sayılı Cumhurbaşkanı Kararı (RG 27.08.2021): başvuru süresi ve ilk taksit (peşin) ödeme süresi birer ay uzatıldı; Kanunda diğer taksitlerin sürelerini uzatma yetkisi bulunmadığından ikinci ve sonraki taksitler Kanundaki tarihlerde kaldı (30.11.2021 …)"}]'::jsonb,
  "revenue_rules" = '{"CEZA":{"upFrontPrincipalDiscountPercent":25,"source":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2: peşin ödemede idari para cezalarının aslından %25 indirim (decision 060)"}}'::jsonb,
  "options" = '[{"installments":6,"coefficient":"1.045"},{"installments":9,"coefficient":"1.083"},{"installments":12,"coefficient":"1.105"},{"installments":18,"coefficient":"1.15"}]'::jsonb,
  "period_months" = 2,
  "break_rule" = '{"firstInstallments":2,"missesPerYear":2,"finalGraceMonths":1}'::jsonb,
  "terms" = '7326 sayılı Kanun kapsamında yapılandırılan borçlar için gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar ödenir.

Taksitler plandaki tarihlerde ödenir. İlk iki taksitin vadesinde ödenmesi şarttır; sonraki taksitlerden bir takvim yılında en fazla ikisi geç ödenebilir ve geç kalan taksitler son taksitin kanuni vadesini izleyen ayın sonuna kadar ödenmelidir.

Bu şartlara uyulmazsa plan bozulur: ödenen tutarlar kadar yapılandırmadan yararlanılır, kalan asıl borç vade tarihinden itibaren gecikme zammıyla birlikte yeniden takibe alınır.

Yapılandırılan borçlar için dava açılamaz, açılmış davalardan vazgeçilmiş sayılır.',
  "sources" = '{"law":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506)","scope":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 1 ve 2 (31.03.2021 ve öncesi vadeli alacaklar)","amount":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2/1-a (gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar)","options":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2/1-b (6, 9, 12, 18 taksit; 1,045 / 1,083 / 1,105 / 1,15)","upFront":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2 (ilk taksit süresinde peşin ödemede Yİ-ÜFE tutarının %90''ı silinir)","firstDue":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2: başvuru Kanunun yayımını izleyen ikinci ayın sonuna (31.08.2021), ilk taksit üçüncü ayın sonuna (30.09.2021) kadar; 4420 sayılı Cumhurbaşkanı Kararı (RG 27.08.2021) ile başvuru 30.09.2021''e, yalnız ilk taksit 31.10.2021''e uzatıldı (Pazar: VUK md. 18 ile 01.11.2021)","period":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) md. 2: kalan taksitler ilk taksit ödeme süresini izleyen aydan başlamak üzere ikişer aylık dönemler hâlinde, en çok 18 taksit","breakRule":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) ortak hükümler: ilk iki taksit süresinde ödenmezse ya da sonrakilerden bir takvim yılında ikiden fazlası süresinde ödenmezse Kanundan yararlanma hakkı kaybedilir (decision 060)","grace":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) ortak hükümler: süresinde ödenmeyen en çok iki taksit, son taksiti izleyen ayın sonuna kadar 6183 md. 51 oranında geç ödeme zammıyla ödenir; süre son taksitin kanuni vadesinden sayılır","onBreak":"7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506) ortak hükümler: hak kaybedilirse ödenen tutarlar kadar Kanun hükümlerinden yararlanılır; kalan asıl 6183 md. 51 gecikme zammıyla istenir (decision 061)"}'::jsonb
WHERE "code" = '7326';
