import { LanguageCode } from '@signet/contract';

/** §9 supported languages: accepted in requests, used for mail, announced in runtime-config. */
export const LANGUAGES: readonly string[] = LanguageCode.options;
