-- The sites now seal what they keep here (decision 0032): sessions written before held the
-- shopper's API and ID tokens in clear. They are dropped; a shopper signed in then signs in
-- again, and no readable token stays behind.
DELETE FROM "oidc_payloads" WHERE "model" LIKE 'SiteSession.%';
