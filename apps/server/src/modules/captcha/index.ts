export { noCaptcha, svgCaptcha, type CaptchaService } from './captcha.ts';
export { captchaRoutes } from './routes.ts';
