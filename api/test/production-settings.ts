/**
 * For tests only: production settings that pass every start-up check (`assertProductionReady`), with
 * values shaped like real ones (random secrets, the providers' public URLs).
 */
export const productionSettings = {
  NODE_ENV: 'production',
  JWT_SECRET: '3f9c1e7a5b2d48c6e0f1a9b7c3d5e2f4a6b8c0d1e3f5a7b9',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  // Shaped like the secrets Razorpay issues: 24 random letters and digits.
  RAZORPAY_KEY_SECRET: 'EnLs21M47BllR3X8PSFtjtbd',
  RAZORPAY_API_BASE: 'https://api.razorpay.com',
  RAZORPAY_WEBHOOK_SECRET: 'Qm9yZGVyLWJyYXNzLTIwMjYtd2ViaG9vaw7Xk2',
  SHIPROCKET_EMAIL: 'ops@brass.example',
  SHIPROCKET_PASSWORD: 'shiprocket-password',
  SHIPROCKET_API_BASE: 'https://apiv2.shiprocket.in',
  GOOGLE_CLIENT_ID: '1234.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  PUBLIC_API_ORIGIN: 'https://api.brass.example',
  CORS_ORIGINS: 'https://brass.example,https://www.brass.example',
  PUBLIC_SHOP_ORIGIN: 'https://brass.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.brass.example:465',
  MAIL_FROM: 'Brass Aangan <hello@brass.example>',
};
