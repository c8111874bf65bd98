/**
 * One register per language: the form of address the brand uses, and the forms that break it
 * (docs/translating.md#register). A string that uses a form of the other register is an error.
 */
interface Register {
  uses: string
  breaks: { pattern: RegExp; says: string }[]
}

export const REGISTERS: Record<string, Register> = {
  ko: {
    uses: '하십시오체 (formal: 합니다, 하십시오)',
    // Statements (…어요, …세요) and questions (…나요?, …가요?, …까요?) of 해요체.
    breaks: [
      {
        pattern: /(?:세요|해요|어요|아요|에요|예요|지요|죠|[나가까]요|[여워와봐줘돼져래네군]요)(?=[.!?)]?(?:\s|$))/u,
        says: '해요체 ending',
      },
    ],
  },
  zh: {
    uses: '您 (polite)',
    breaks: [{ pattern: /(?<!迷)你(?!们)/u, says: '“你” where the brand writes “您”' }],
  },
  de: {
    uses: 'Sie',
    breaks: [{ pattern: /\b(?:du|dich|dir|dein(?:e[mnrs]?)?)\b/iu, says: 'du-form where the brand writes Sie' }],
  },
  fr: {
    uses: 'vous',
    breaks: [
      { pattern: /(?:^|[\s'’])(?:tu|toi|ton|tes)(?=[\s,.!?;:]|$)/iu, says: 'tu-form where the brand writes vous' },
    ],
  },
}

export function registerProblems(language: string, text: string): string[] {
  const register = REGISTERS[language]
  if (!register) return []
  return register.breaks
    .filter(({ pattern }) => pattern.test(text))
    .map(({ says }) => `${says}: this language is written in ${register.uses}`)
}
