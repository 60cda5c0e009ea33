import { describe, expect, it } from 'vitest'
import { COMPLETENESS_FLAGS, computeCompleteness, missingProfileFields, REQUIRED_PROFILE_FIELDS, type CompletenessFacts } from './completeness'

const completeFacts = (): CompletenessFacts => ({
  profile: {
    name: 'संस्था',
    name_en: 'Organisation',
    organization_type_id: 1,
    location: 'Lalitpur',
    phone: '01-5521234',
    contact_person_name: 'Sita',
    contact_person_phone: '9841000000',
    head_person_name: 'Ram',
    dao_registration_no: '12/070',
    dao_registration_date: '2013-05-01',
  },
  thematicScopes: 1,
  targetGroups: 2,
  associates: 1,
  rulesRegulationsPlans: 3,
  structureRowsWithPeople: 1,
  annualBudgets: 1,
  missingMandatoryDocuments: 0,
})

describe('computeCompleteness', () => {
  it('is complete when every section is filled', () => {
    const result = computeCompleteness(completeFacts())
    expect(result.complete).toBe(1)
    for (const flag of COMPLETENESS_FLAGS) expect(result[flag]).toBe(1)
  })

  it('drops exactly the section that is missing, and complete with it', () => {
    const cases: [Partial<CompletenessFacts>, (typeof COMPLETENESS_FLAGS)[number]][] = [
      [{ thematicScopes: 0 }, 'thematic_scope'],
      [{ targetGroups: 0 }, 'target_group'],
      [{ associates: 0 }, 'associate_partnershipfirm_office_keyperson'],
      [{ rulesRegulationsPlans: 0 }, 'rules_regulations_plan'],
      [{ structureRowsWithPeople: 0 }, 'current_organizational_structure'],
      [{ annualBudgets: 0 }, 'annual_budget'],
      [{ missingMandatoryDocuments: 2 }, 'document'],
    ]
    for (const [change, flag] of cases) {
      const result = computeCompleteness({ ...completeFacts(), ...change })
      expect(result[flag], flag).toBe(0)
      expect(result.complete, flag).toBe(0)
      const others = COMPLETENESS_FLAGS.filter((name) => name !== flag)
      expect(others.every((name) => result[name] === 1), flag).toBe(true)
    }
  })

  it('needs every required profile field, blank text counting as missing', () => {
    for (const field of REQUIRED_PROFILE_FIELDS) {
      for (const blank of [null, '', '   ']) {
        const facts = completeFacts()
        facts.profile = { ...facts.profile, [field]: blank }
        expect(computeCompleteness(facts).ngo_profile, `${field}=${JSON.stringify(blank)}`).toBe(0)
        expect(missingProfileFields(facts.profile)).toEqual([field])
      }
    }
  })
})
