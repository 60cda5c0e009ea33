// The SMS of a request for changes (decision 088). Like every SMS it is the
// portal's own words: the reasons are on the task list, never in the message,
// and it fits one Devanagari segment pair at most.
const PORTAL = 'एनजीओ प्रोफाइल'

export function changesRequestedSms(): string {
  return `${PORTAL}: नगरपालिकाले तपाईंको संस्थाको नवीकरणमा केही कुरा सच्याउन अनुरोध गरेको छ। लगइन गरेर प्रोफाइलको कार्यसूची हेर्नुहोस्।`
}
