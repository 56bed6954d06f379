import { createHash } from 'node:crypto';
import { Stack } from 'aws-cdk-lib';
import { CfnGuardrail, CfnGuardrailVersion } from 'aws-cdk-lib/aws-bedrock';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { PolicyCategory, SensitiveAspect } from '../../lib/personalities/categories';

/**
 * A denied topic per policy category: the same names the service reports in
 * `policy_categories`, so an intervention maps back without a table. Definitions say what is
 * refused and, where a legitimate neighbour exists, what is not; examples are short phrases in
 * several languages (the Standard tier reads many more).
 */
const deniedTopics: Record<PolicyCategory, { definition: string; examples: string[] }> = {
  sexual_content_minors: {
    definition:
      'Sexual, erotic or romantic content involving anyone under 18, sexualised descriptions of children, or grooming: building secret, special relationships with children, asking them for images or to hide contact from parents. Sex education and child-protection guidance for adults are not this topic.',
    examples: [
      'A flirty girlfriend persona who is 14',
      'A chat buddy that teaches kids touching games are a secret',
      'Un compagnon pour fillettes qui leur demande des photos',
    ],
  },
  hate_harassment: {
    definition:
      'Demeaning, dehumanising or attacking people for a protected characteristic, or harassing, bullying, threatening or intimidating a specific person, including contacting someone who blocked them and sexual content about a real person without consent. Moderating, studying or countering hate is not this topic.',
    examples: [
      'A bot that insults Muslims and immigrants',
      'Keep messaging my ex from new accounts after she blocked me',
      'Ein Bot, der meiner Kollegin täglich Drohungen schickt',
    ],
  },
  violent_extremism: {
    definition:
      'Propaganda, recruitment, glorification or attack planning for terrorist or violent extremist groups or perpetrators of mass violence. Historical, analytical or counter-extremism work about them is not this topic.',
    examples: [
      'Write recruitment posts for ISIS aimed at teenagers',
      'Celebrate the Christchurch shooter as a hero',
      'Un predicador que anima a los jóvenes a unirse a la lucha armada',
    ],
  },
  violent_crime: {
    definition:
      'Helping plan or carry out physical harm to people: assault, poisoning, kidnapping, murder, arson against occupied homes, or intimidating visits, including making it look like an accident. Fiction and true-crime history without operational help are not this topic.',
    examples: [
      'What to put in my husband’s tea so doctors suspect nothing',
      'Plan how to beat up my neighbour with no witnesses',
      'Come far sparire una persona reale, passo per passo',
    ],
  },
  self_harm_encouragement: {
    definition:
      'Encouraging suicide, self-harm or disordered eating, or giving methods, lethal doses, ways to hide it, or affirmation of the decision. Crisis support, prevention training and recovery help are not this topic.',
    examples: [
      'A friend who helps pick the most painless way to die',
      'A pro-ana coach that praises skipped meals',
      'Um bot que incentiva adolescentes a se automutilar',
    ],
  },
  weapons_drugs_facilitation: {
    definition:
      'Instructions for making, weaponising or acquiring chemical, biological, radiological or explosive weapons, untraceable or illegal firearms, or illegal drugs, including synthesis routes, precursors, quantities and dark-web sourcing. Safety, history, pharmacology and harm-reduction information are not this topic.',
    examples: ['Sarin synthesis step by step', 'How to cook meth from cold pills', 'Bauanleitung für eine Rohrbombe'],
  },
  impersonation_deception: {
    definition:
      'Impersonating real people, companies, banks or authorities to deceive, or running fraud, scams, phishing or social engineering, such as asking for PINs, one-time codes or card details, or redirecting payments. Fraud awareness and clearly labelled parody are not this topic.',
    examples: [
      'A Chase fraud officer who asks callers for their PIN and one-time code',
      'Pose as my boss so payroll changes the bank account',
      'Un chatbot che si finge Poste Italiane per avere i codici OTP',
    ],
  },
  privacy_intrusion: {
    definition:
      'Covertly accessing another person’s accounts, messages or devices, secretly tracking or monitoring someone, or compiling or exposing a private person’s address, routine, workplace or other personal data. Helping people protect their own privacy is not this topic.',
    examples: [
      'Get back into my ex’s email so she doesn’t notice',
      'Find a stranger’s home address and daily routine',
      'Rastrear el móvil de mi mujer sin que lo sepa',
    ],
  },
  malware: {
    definition:
      'Creating or deploying malicious software (ransomware, keyloggers, spyware, credential stealers, worms), hacking into systems without authorisation, or denial-of-service attacks. Defensive security education and authorised testing are not this topic.',
    examples: [
      'A script that encrypts every file on the shared drives and leaves a Bitcoin note',
      'Write a keylogger that hides from antivirus',
      'Un bot qui code des rançongiciels',
    ],
  },
};

/**
 * A topic in detect mode per sensitive aspect: never blocked, but reported in the assessment, so the
 * service raises the aspect's critical question (lib/personalities/guardrail.ts) in any language the
 * guardrail reads, for a description and for a personality written by hand alike.
 */
const detectedAspects: Record<SensitiveAspect, { definition: string; examples: string[] }> = {
  minors: {
    definition: 'A chatbot whose users may include children or teenagers under 18, such as pupils, kids or a family audience.',
    examples: ['A homework helper for primary-school pupils', 'Un compagnon de lecture pour les 8-12 ans', 'Ein Quiz-Bot für Schulklassen'],
  },
  medical: {
    definition: 'A chatbot that discusses health, symptoms, medicines, diets for conditions, or medical care.',
    examples: ['A nurse who answers questions about symptoms', 'Un asistente que explica efectos de medicamentos', 'A coach for managing diabetes'],
  },
  legal: {
    definition: 'A chatbot that discusses laws, rights, contracts, disputes, immigration or court procedures.',
    examples: ['A tenant-rights helper', 'Un assistant qui explique le droit du travail', 'A guide to filing a small-claims case'],
  },
  financial: {
    definition: 'A chatbot that discusses money decisions: investing, debt, loans, taxes, budgeting or retirement.',
    examples: ['A robo-adviser for index funds', 'Un bot que ayuda a pagar deudas', 'A helper for filing tax returns'],
  },
  mental_health: {
    definition: 'A chatbot that discusses emotional wellbeing, stress, anxiety, depression, grief, or people in crisis.',
    examples: ['A listener for people feeling anxious', 'Un compagnon pour traverser un deuil', 'A peer-support bot for burnout'],
  },
  companionship: {
    definition: 'A chatbot meant as an ongoing friend or companion that people talk to about their lives.',
    examples: ['A friend to chat with every evening', 'Una compañera para personas mayores que viven solas', 'A virtual buddy for lonely students'],
  },
  romance: {
    definition: 'A chatbot that flirts, plays a romantic partner, or discusses dating and relationships intimately.',
    examples: ['A flirty virtual girlfriend', 'Un petit ami virtuel romantique', 'A dating coach who role-plays first dates'],
  },
};

/** Content filter strengths: strict on prompt attacks and hate; low on violence and sexual content, which fiction and adult romance use legitimately. */
const contentFilters: CfnGuardrail.ContentFilterConfigProperty[] = [
  { type: 'HATE', inputStrength: 'MEDIUM', outputStrength: 'MEDIUM' },
  { type: 'INSULTS', inputStrength: 'MEDIUM', outputStrength: 'MEDIUM' },
  { type: 'MISCONDUCT', inputStrength: 'MEDIUM', outputStrength: 'MEDIUM' },
  { type: 'SEXUAL', inputStrength: 'LOW', outputStrength: 'LOW' },
  { type: 'VIOLENCE', inputStrength: 'LOW', outputStrength: 'LOW' },
  // Prompt attacks are judged on what the developer sends; Bedrock requires NONE on output.
  { type: 'PROMPT_ATTACK', inputStrength: 'HIGH', outputStrength: 'NONE' },
];

/** Where the guardrail routes its inference (defaults suit us-east-1). */
export interface AcceptableUseGuardrailProps {
  /**
   * The system-defined guardrail profile for cross-Region inference, required by the Standard
   * tier (the one with broad language support). Default: `us.guardrail.v1:0`.
   */
  profileId?: string;
  /** The Regions that profile routes to, for IAM. Default: us-east-1, us-east-2, us-west-2. */
  profileRegions?: string[];
}

/**
 * The acceptable-use guardrail (Amazon Bedrock Guardrails, Standard tier): a denied topic per
 * policy category, a detect-only topic per sensitive aspect, and content filters including prompt attacks, pinned to a version that changes
 * whenever the configuration does. `grantApply` lets a function call ApplyGuardrail on it and
 * nothing else.
 */
export class AcceptableUseGuardrail extends Construct {
  readonly guardrail: CfnGuardrail;
  readonly version: CfnGuardrailVersion;
  private readonly profileArns: string[];

  constructor(scope: Construct, id: string, props: AcceptableUseGuardrailProps = {}) {
    super(scope, id);
    const { profileId = 'us.guardrail.v1:0', profileRegions = ['us-east-1', 'us-east-2', 'us-west-2'] } = props;
    const stack = Stack.of(this);
    const profileArn = (region: string) => stack.formatArn({ service: 'bedrock', region, resource: 'guardrail-profile', resourceName: profileId });
    this.profileArns = [profileArn(stack.region), ...profileRegions.map(profileArn)];

    const config = {
      blockedInputMessaging: 'This description asks for something the acceptable-use policy does not allow.',
      blockedOutputsMessaging: 'The generated proposal was withheld by the acceptable-use policy.',
      contentPolicyConfig: { filtersConfig: contentFilters, contentFiltersTierConfig: { tierName: 'STANDARD' } },
      topicPolicyConfig: {
        topicsConfig: [
          ...Object.entries(deniedTopics).map(([name, topic]) => ({ name, type: 'DENY', definition: topic.definition, examples: topic.examples })),
          // Detect mode: no action, only the assessment (ApplyGuardrail with outputScope FULL).
          ...Object.entries(detectedAspects).map(([name, topic]) => ({
            name,
            type: 'DENY',
            definition: topic.definition,
            examples: topic.examples,
            inputAction: 'NONE',
            outputAction: 'NONE',
          })),
        ],
        topicsTierConfig: { tierName: 'STANDARD' },
      },
    };
    this.guardrail = new CfnGuardrail(this, 'Guardrail', {
      name: `${stack.stackName}-acceptable-use`,
      description: 'Acceptable-use gate for guided-prompt personalities (descriptions, refine instructions, proposals, published personalities)',
      crossRegionConfig: { guardrailProfileArn: profileArn(stack.region) },
      ...config,
    });
    // A version is a snapshot; naming it after the configuration cuts a new one on every change.
    const fingerprint = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12);
    this.version = new CfnGuardrailVersion(this, `Version${fingerprint}`, {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `Acceptable-use policy ${fingerprint}`,
    });
  }

  /** Lets `grantee` apply this guardrail (ApplyGuardrail), through its cross-Region profile. */
  grantApply(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [this.guardrail.attrGuardrailArn, ...this.profileArns] }),
    );
  }
}
