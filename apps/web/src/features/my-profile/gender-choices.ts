import { genderLabels, genders } from '@hanpan/core';

/** 남성 / 여성 / 기타 for a ChoiceGroup: onboarding's gender step and the profile editor. */
export const GENDER_CHOICES = genders.map((value) => ({ value, label: genderLabels[value] }));
