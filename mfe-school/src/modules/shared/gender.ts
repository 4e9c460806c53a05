import type { Gender } from '@hackathon/contracts';

export const GENDER_LABEL: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
