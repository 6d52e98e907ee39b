// The accounts' requests and answers are the site's too: they live in packages/contracts.
export {
  AffiliateCheckSchema as AffiliateCheck,
  CodeSentSchema as CodeSent,
  CountrySchema as Country,
  LoginAnswerSchema as LoginAnswer,
  PlayerUserSchema as User,
  RegisterRulesSchema as RulesAnswer,
  SessionAnswerSchema as SessionAnswer,
  SmsCodeRequestSchema as SmsCodeBody,
  RegisterRequestSchema as RegisterBody,
  LoginRequestSchema as LoginBody,
  PasswordChangeSchema as ChangePasswordBody,
  PasswordForgotSchema as ForgotBody,
  PasswordResetByPhoneSchema as ResetByPhoneBody,
  PasswordResetSchema as ResetBody,
  SecondCodeSendSchema as VerifySendBody,
  SecondVerifySchema as VerifyBody,
} from '@croupier/contracts';
