-- The outbox's language is the storefront's locale tag (src/i18n.ts SERVICE_LOCALES), as Content-Language
-- carries it; rows queued before this wrote the service's own short codes.
UPDATE outbox SET lang = CASE lang
    WHEN 'en' THEN 'en-US'
    WHEN 'fr' THEN 'fr-FR'
    WHEN 'de' THEN 'de-DE'
    WHEN 'ja' THEN 'ja-JP'
    WHEN 'ko' THEN 'ko-KR'
  END
  WHERE lang IN ('en', 'fr', 'de', 'ja', 'ko');
