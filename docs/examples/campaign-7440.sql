-- Law 7440 (2023) as a restructuring campaign: a row of restructuring_campaigns, nothing else
-- (docs/restructuring.md "Loading a new law"; decision 060). Run it in one transaction on a copy of
-- the database first. apps/api/src/domains/restructuring/law-schedules.test.ts loads this very file.
--
-- Checked against: the law's number, title and Resmî Gazete (12.03.2023, sayı 32130; KPMG's bulletin
-- of 14.03.2023). NOT checked against the Gazette text (it could not be retrieved while writing this):
-- the cutoff, the extended application end (31.05.2023), the first installment as extended (end of
-- July 2023), the option table and the up-front rule are as commonly reported and must be checked
-- against the law and the extending Cumhurbaşkanı Kararı before this row is used for real.
INSERT INTO "restructuring_campaigns" (
  "code", "law_no", "title", "cutoff_date", "revenue_codes", "application_start", "application_end", "index_until",
  "options", "period_months", "up_front_index_discount_percent", "first_due_date", "first_due_months_after_application",
  "due_date_extensions", "revenue_rules", "break_rule", "terms", "sources", "demo"
) VALUES (
  '7440', '7440', '7440 sayılı Kanun ile borç yapılandırması', '2022-12-31',
  '["EMLAK", "KVKP", "CTV", "ILAN", "EGLENCE", "CEZA"]'::jsonb,
  '2023-03-12', '2023-05-31', '2023-03-12',
  '[{"installments": 6, "coefficient": "1.045"}, {"installments": 9, "coefficient": "1.083"}, {"installments": 12, "coefficient": "1.105"}, {"installments": 18, "coefficient": "1.15"}]'::jsonb,
  2, 90, '2023-06-30', NULL,
  '[{"installments": [1], "dueDate": "2023-07-31", "source": "Cumhurbaşkanı Kararı (Nisan 2023): başvuru süresi 31.05.2023, ilk taksit süresi 31.07.2023 tarihine uzatıldı (karar sayısı Resmî Gazeteden doğrulanacak)"}]'::jsonb,
  '{}'::jsonb,
  '{"firstInstallments": 2, "missesPerYear": 2, "finalGraceMonths": 1}'::jsonb,
  '7440 sayılı Kanun kapsamında yapılandırılan borçlar için gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar ödenir. Taksitler plandaki tarihlerde ödenir; ilk iki taksitin vadesinde ödenmesi şarttır.',
  '{
    "law": "7440 sayılı Bazı Alacakların Yeniden Yapılandırılması ile Bazı Kanunlarda Değişiklik Yapılmasına İlişkin Kanun (RG 12.03.2023, sayı 32130)",
    "scope": "7440 sayılı Kanun md. 1 ve 2 (31.12.2022 ve öncesi vadeli alacaklar; doğrulanacak)",
    "amount": "7440 sayılı Kanun md. 2 (gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar)",
    "options": "7440 sayılı Kanun md. 2 (taksit sayıları ve katsayılar; doğrulanacak)",
    "upFront": "7440 sayılı Kanun md. 2 (peşin ödemede Yİ-ÜFE tutarından indirim; doğrulanacak)",
    "firstDue": "7440 sayılı Kanun md. 2: ilk taksit 30.06.2023; Cumhurbaşkanı Kararı ile 31.07.2023 (doğrulanacak)",
    "period": "7440 sayılı Kanun md. 2: ikişer aylık dönemler hâlinde, en çok 18 taksit",
    "breakRule": "7440 sayılı Kanun ortak hükümler (ilk iki taksit; yılda en çok iki gecikme)",
    "grace": "7440 sayılı Kanun ortak hükümler (son taksiti izleyen ayın sonuna kadar geç ödeme zammıyla)",
    "onBreak": "7440 sayılı Kanun ortak hükümler (ödenen tutarlar kadar yararlanılır; decision 061)"
  }'::jsonb,
  false
);
