// Long page texts (namespace 'documents'): loaded only by the pages that show them.
import type { NamespaceDocumentsTranslation } from '../../i18n-types'

/**
 * Texts of the static pages (about, terms, privacy policy) in English.
 * Body format: paragraphs separated by a blank line; a paragraph whose every line starts with '- '
 * is a bulleted list. Curly braces are parameter markers of the i18n library and never appear here.
 */

const about = {
  title: 'About Vatra Esports — esports community and tournaments',
  description:
    'Vatra Esports is a Ukrainian esports community and tournament platform: create an account, build your team, play fair tournaments and follow our streamers.',
  heading: 'About Vatra Esports',
  lead: 'Vatra is the Ukrainian word for a campfire, the place where your people gather. That is what we are building for Ukrainian esports: a home for players, teams, streamers, partners and fans.',
  sections: {
    mission: {
      title: 'Our mission',
      body: 'We want every player in Ukraine to have a place to compete, from a first amateur cup to tournaments with a serious prize fund. That is why Vatra Esports brings tournaments, teams, streams and community news together on one platform, in Ukrainian and English.\n\nWe believe esports stands on fair play, clear rules and respect for your opponent. Everything we do is built on that.',
    },
    community: {
      title: 'Community',
      body: 'Vatra Esports is more than a bracket. Players find teammates here, captains build their rosters, streamers find their audience and fans follow the teams they root for.\n\n- A player profile with your nickname, avatar, playing device and your Discord, Telegram and Instagram\n- Find a team or create your own in a few steps\n- Community news and cases in the Media section\n- Live streams and videos from our streamers',
      discord: 'The liveliest conversations happen on our Discord server.',
      discordLink: 'Join our Discord',
    },
    tournaments: {
      title: 'Tournaments',
      body: 'Each tournament page has everything you need: the game, format, schedule, number of registered and confirmed teams, open slots, prize fund, sponsors, rules and results. Entry is either free or paid, and that is always stated up front.\n\nHow to get into a tournament:\n\n- Fill in your player profile\n- Find a team or create your own and upload its logo\n- Register while registration is open\n- Wait for the moderators to confirm your team on Discord\n\nAll times on the platform are Kyiv time and dates are shown as dd.mm.yyyy. Prizes are paid within 24 hours after the tournament ends.',
    },
    fairPlay: {
      title: 'Fair play',
      body: 'A win only counts when it is earned fairly. That is why cheating, smurfing, playing on someone else’s account, match fixing and toxic behaviour are banned at our tournaments.\n\nModerators make sure the rules are followed. Depending on the offence, they can issue a warning, award a forfeit loss, disqualify a team or ban an account. The full rules are in the Terms of Use and in each tournament’s rulebook.',
    },
    streamersAndPartners: {
      title: 'For streamers and partners',
      body: 'Do you stream games and want to grow together with the community? We are preparing the Producing Streamers section, where you will be able to apply with your name, phone number, links to your Twitch, Discord or YouTube and a few words about yourself. We will feature our streamers on a dedicated page and their live streams on the home page.\n\nFor companies and brands that want to support our tournaments or the community, we are preparing an inquiry form on the Contacts page. Sponsors will be featured on the pages of the tournaments they support.\n\nWe will review every application and inquiry within 2–3 business days.',
    },
    join: {
      title: 'Join us',
      signUp:
        'You can sign up from the age of 14 with your phone number and an SMS code or with your e-mail. Fill in your profile, find your team, and see you at the tournament.',
      signUpWithProviders:
        'You can sign up from the age of 14: with your phone number and an SMS code, with your e-mail, or with your {providers} account. Fill in your profile, find your team, and see you at the tournament.',
      contact:
        'Got a question or an idea? Write to us in our community channels: the Contacts page links them.',
    },
  },
} satisfies NamespaceDocumentsTranslation['about']

const terms = {
  title: 'Terms of Use — Vatra Esports',
  description:
    'Vatra Esports Terms of Use: accounts, code of conduct, tournament registration, fair play, prize payouts, user content, inquiries and limits of liability.',
  heading: 'Terms of Use',
  lead: 'These Terms set out the rules for using the Vatra Esports platform: the website, accounts, teams and tournaments. Please read them carefully before you sign up.',
  effective: 'Effective from 01.11.2026',
  sections: {
    acceptance: {
      title: 'Acceptance of the Terms',
      body: 'Vatra Esports is an esports community and tournament platform run by the Vatra Esports administration ("we", "us"). By using the website, you agree to these Terms and to the Privacy Policy. When you sign up, you must accept the Terms explicitly; without that, no account is created.\n\nIf you do not agree with the Terms, please do not use the platform. Some tournaments have their own rulebook, published on the tournament page. It supplements these Terms and takes precedence on matters of gameplay.\n\nAll times on the platform are Kyiv time (Europe/Kyiv) and dates are shown as dd.mm.yyyy.',
    },
    accounts: {
      title: 'Accounts',
      body: 'You can sign up with your phone number (we send you an SMS code, which may take up to 1 minute to arrive), with your e-mail address (we send you a link to confirm the account), or with Discord, Google or Twitch.\n\n- You must be at least 14 years old to use the platform. If you are under 18, you need the consent of a parent or legal guardian to take part in paid tournaments and to receive prizes.\n- One person, one account. Creating additional accounts, handing your account to someone else or using another person’s account is not allowed.\n- Keep your profile accurate: nickname, e-mail, first and last name, phone number, playing device, input device (keyboard or gamepad) and, if you wish, Discord, Telegram, Instagram and an avatar. Nicknames and avatars must not be offensive or misleading.\n- Keep your password, SMS codes and access to your mailbox and sign-in accounts secret. Everything done from your account is treated as done by you until you tell us about unauthorised access.\n\nWe store passwords only as a hash computed with a memory-hard algorithm. Nobody can see your password, including the administration. If you forget it, restore it with your phone number or e-mail.\n\nWe may suspend or delete an account that breaches these Terms. You can ask us to delete your account at any time through the Contacts page.',
    },
    conduct: {
      title: 'Code of conduct',
      body: 'On the platform, on our Discord server and during streams you must not:\n\n- insult, harass or threaten others, including discriminating on grounds of nationality, gender, age, religion or sexual orientation\n- publish other people’s personal data without their consent\n- post illegal, sexually explicit or violent content, or content that justifies armed aggression against Ukraine\n- send spam, advertising or malicious links\n- impersonate other players, moderators or the administration\n- interfere with the platform: bypass limits, send automated requests, or look for and exploit vulnerabilities\n\nFound a vulnerability? Report it through the Contacts page and do not exploit it; we appreciate it.',
    },
    tournaments: {
      title: 'Tournaments',
      body: 'The conditions of each tournament (game, format, schedule, number of slots, entry fee or free entry, prize fund and rulebook) are published on its page. You can register only between the registration start and the registration end. Outside that window the registration page is not available.\n\nTo register, you need to:\n\n- sign in and fill in your profile\n- join a team (with the join password or the invite link from its captain) or create your own by giving a team name, the captain’s Discord, a description and a join password\n- upload a team logo: SVG up to {svgMax} MB, PNG or JPG up to {max} MB\n\nAfter registration your team has the status "registered". Moderators check the roster and confirm the team via Discord. Only confirmed teams may play. The number of slots is limited, so registration alone does not guarantee a place.\n\nThe captain is responsible for the team: invites players by nickname (a player joins only by accepting the invitation), removes players, manages the team logo, shares the invite link and is the contact person for the moderators. The team’s name, description and size and the captain’s contact are visible to other players looking for a team.\n\nIf entry is paid, the amount and payment terms are stated on the tournament page. If we cancel a tournament, entry fees are refunded. The entry fee of a team disqualified for a breach is not refunded. We may change the schedule or format for technical or organisational reasons and will announce this on the tournament page and on Discord.',
    },
    fairPlay: {
      title: 'Fair play',
      body: 'Tournament participants undertake to play fair. The following are prohibited:\n\n- cheats, macros, client modifications and any third-party software that gives an in-game advantage, as well as knowingly exploiting bugs\n- smurfing, playing on someone else’s account, handing your account to others and fielding players not listed on the roster\n- match fixing, throwing matches on purpose and betting on matches involving your own team\n- stream sniping and outside help during a match\n- toxic behaviour: insults, threats, provocation and unsportsmanlike conduct in text or voice chat\n\nModerators decide on breaches. Depending on how serious the breach is, they may apply:\n\n- a warning\n- a forfeit loss of a match\n- disqualification of a player or team from the tournament, with results and prize cancelled\n- a temporary or permanent account ban\n\nModerators may ask for evidence such as a screen recording or a match demo. During a tournament their decisions are binding. You can appeal a decision through the Contacts page within 48 hours after it is made; the sanction stays in force while the appeal is reviewed.',
    },
    prizes: {
      title: 'Prizes',
      body: 'The prize fund and the prizes for each place are shown on the tournament page. We pay prizes within 24 hours after the tournament ends, to the captain of the winning team or directly to its players, as the rulebook of that tournament says.\n\nWinners must provide accurate and complete payout details in good time. If the details are missing or wrong, the payout is delayed accordingly; we are not responsible for funds sent to incorrect details supplied by the winner. A captain who receives a prize for the whole team distributes it among the players according to the tournament rulebook.\n\nIf a result is under review for a possible breach of the fair play rules, the affected prize is held until a decision is made. Paying a prize to a person under 18 requires the consent of a parent or legal guardian.\n\nTaxes on prizes are paid in accordance with the law of Ukraine. Where the law requires us to act as a tax agent, we withhold the tax when paying the prize; otherwise the winner declares the income themselves.',
    },
    content: {
      title: 'Content',
      body: 'You keep the rights to the content you upload: your avatar, team name, logo and description, and your messages. By uploading it, you grant Vatra Esports a free, non-exclusive right to display that content on the platform, in tournament brackets and results, and in tournament announcements and streams, for as long as it remains on the platform.\n\nOnly upload content you have the rights to. Images are accepted as SVG up to {svgMax} MB, or as PNG or JPG up to {max} MB. We may remove content that breaches these Terms or the rights of others.\n\nThe texts, design, logos, news and videos of the platform belong to Vatra Esports or our partners. Game titles and trademarks belong to their owners; Vatra Esports is not affiliated with game publishers unless expressly stated otherwise.\n\nTournament matches may be streamed and recorded. By taking part in a tournament, you agree that your nickname, avatar, team name and gameplay may appear in streams, recordings and news.',
    },
    inquiries: {
      title: 'Inquiries and applications',
      body: 'You can write to us through the form on the Contacts page by giving your name, phone number and your request. Streamers apply through the form in the Producing Streamers section (name, phone number, Twitch, Discord, YouTube and a message), while sponsors and partners write to us through the Contacts page.\n\nWe review inquiries and applications within 2–3 business days and reply using the contact details you gave. Submitting an application does not oblige either side to anything: terms of cooperation with streamers and sponsors are agreed separately.',
    },
    liability: {
      title: 'Liability',
      body: 'We work to keep the platform running smoothly, but we provide it "as is". There may be maintenance breaks, outages and errors, including ones caused by internet providers, game servers, Discord, Twitch or other third-party services outside our control.\n\nTo the extent permitted by the law of Ukraine, we are not liable for indirect losses or lost opportunities, for the actions of other users, or for the content of third-party websites we link to. Nothing in these Terms limits rights that the law does not allow to be taken away from you, including your rights as a consumer.\n\nThese Terms are governed by the law of Ukraine. We first try to settle any dispute through negotiation, so please write to us through the Contacts page. If we cannot reach an agreement, the dispute is resolved in court in accordance with the law of Ukraine.',
    },
    changes: {
      title: 'Changes to the Terms',
      body: 'We may update these Terms when the platform, the tournament rules or the law change. The new version is published on this page with its effective date. We announce material changes at least 14 days in advance on the website or by e-mail.\n\nTournaments whose registration has already started are run under the rules in force when it started, unless the law requires otherwise. By continuing to use the platform after the new version takes effect, you accept it. If you do not agree, you can delete your account.',
    },
    contact: {
      title: 'Contact',
      body: 'For questions about these Terms, tournaments, moderation or your account, contact the Vatra Esports administration through the form on the Contacts page. For questions about a specific tournament, you can also reach the moderators on our Discord server.',
    },
  },
} satisfies NamespaceDocumentsTranslation['terms']

const policy = {
  title: 'Privacy Policy — Vatra Esports',
  description:
    'How Vatra Esports collects, uses, stores and protects the personal data of players and visitors, which cookies we use, and what rights you have over your data.',
  heading: 'Privacy Policy',
  lead: 'We respect your privacy and collect only the data we need to run your account and our tournaments. Here we explain what we process, why, and for how long.',
  effective: 'Effective from 01.11.2026',
  sections: {
    controller: {
      title: 'Who processes your data',
      body: 'The controller of your personal data is the Vatra Esports administration ("we", "us"). We process data in accordance with the Law of Ukraine "On Personal Data Protection" and, for users in the European Union, also in accordance with the EU General Data Protection Regulation (GDPR).\n\nFor any question about personal data, including exercising your rights, contact us through the form on the Contacts page.',
    },
    data: {
      title: 'What data we collect',
      body: 'Account and profile data you provide yourself:\n\n- your phone number (for sign-in with an SMS code) and/or e-mail address\n- nickname, first and last name, avatar\n- playing device and input device (keyboard or gamepad)\n- your Discord, Telegram and Instagram, if you add them\n- your password, only as a hash; we never store the password itself\n\nIf you sign in with Discord, Google or Twitch, that service sends us your account ID, name, e-mail and avatar, within the permissions you grant. We never receive your password for those services.\n\nTeam and tournament data: team name, logo and description, the captain’s Discord, the roster, the invitations captains send by nickname until they are answered, the team join password, registration and confirmation status, match results and moderators’ decisions on breaches. For winners, payout details; for minors, a record of the consent of a parent or legal guardian.\n\nInquiries: name, phone number and message text from the form on the Contacts page; name, phone number, Twitch, Discord and YouTube links and message from a streamer application.\n\nTechnical data: IP address, browser and device type, date and time of requests, sign-in and error logs, and the cookies described below.',
    },
    purposes: {
      title: 'Why we process your data',
      body: '- Account: creating and confirming your account, signing in, password recovery, maintaining your profile.\n- Tournaments: registering teams, roster checks and confirmation by moderators via Discord, running matches, publishing participants and results, paying prizes.\n- Communication: replying to inquiries and applications, notices about tournaments you take part in and about changes to these documents.\n- Security and abuse prevention: protection against account takeover and spam, rate limiting, detecting multiple accounts, cheating and other breaches of fair play.\n- Legal duties: tax and accounting records of payouts, replies to lawful requests from public authorities.\n\nWe do not sell personal data, do not use it for targeted advertising and do not make decisions about you based solely on automated processing. News and announcements unrelated to your tournaments are sent only with your consent, and you can opt out at any time.',
    },
    legalBasis: {
      title: 'Legal bases',
      body: 'We process data on the grounds set out in Article 11 of the Law of Ukraine "On Personal Data Protection" and Article 6 of the GDPR:\n\n- performance of a contract, namely the Terms of Use: running your account, tournament participation, prize payouts\n- your consent: sign-in with Discord, Google or Twitch, the avatar and social contacts you choose to add, news and announcements, and the consent of a parent or legal guardian for minors\n- legitimate interests: platform security, prevention of fraud and cheating, technical logs, replies to inquiries and applications\n- legal obligations: records of prize payouts and compliance with lawful requests from public authorities\n\nWhere processing is based on consent, you may withdraw it at any time. This does not affect the lawfulness of processing before the withdrawal.',
    },
    cookies: {
      title: 'Cookies',
      body: 'We use only cookies the website cannot work without, plus cookies that remember your language and how you sign in:\n\n- lang: remembers the interface language you chose (Ukrainian or English) for 365 days; valid for the whole site (path /), SameSite=Lax\n- sign-in session cookie: keeps you signed in; removed when you sign out or the session ends\n- CSRF protection cookie: protects sign-in and sign-out against forged requests; lasts for the session\n- signin: remembers how you last signed in (by phone number or on the sign-in page), so that when a session ends you are taken back to the same way in; 365 days, holds nothing else\n\nAn unfinished form (sign-up, the SMS code, a new team, profile changes that could not be saved yet) is kept only in that browser tab until you close it or finish; passwords are never kept.\n\nWe do not use advertising cookies or third-party tracking cookies. You can delete cookies in your browser settings, but you will then need to sign in and choose your language again.\n\nLinks to Twitch, YouTube, Discord and other services lead to third-party websites that have their own cookie rules.',
    },
    retention: {
      title: 'How long we keep data',
      body: '- Account and profile data: while the account exists; after deletion, for up to 30 more days, then erased.\n- Unconfirmed sign-ups: up to 30 days. SMS codes and links for account confirmation or password recovery are valid only for a limited time and then expire.\n- Team rosters and tournament results: in the public tournament archive; once your account is deleted, your nickname in the archive is replaced with an anonymous label.\n- Records of breaches and sanctions: 3 years after the decision, or for as long as a permanent ban is in force.\n- Prize payout records: as long as Ukrainian tax and accounting law requires.\n- Inquiries and applications: 180 days after they have been handled (or marked as spam), unless cooperation has begun; then the server deletes them automatically.\n- Technical and security logs: up to 90 days.\n- Cookies: as stated in the Cookies section.\n\nWhen a period ends, we delete or anonymise the data. We keep it longer only where the law requires or where it is needed to resolve a dispute.',
    },
    sharing: {
      title: 'Who we share data with',
      body: 'Some data is public by nature: nicknames, avatars, team names and logos, rosters and results are shown on tournament pages. Players looking for a team see its name, description, size and the captain’s contact (the captain’s nickname and the Discord they gave for the team). A team’s captain sees the Discord and Telegram of the players in the team, once they have accepted to play in it, so as to reach them; a captain never sees your e-mail address or phone number, and a captain whose invitation you have not accepted sees only your nickname. Other players see the roster’s nicknames and avatars, no contacts. Moderators can access the participant data they need to check and confirm teams, and they contact captains via Discord.\n\nWe share data only with processors the platform cannot run without, and only as much as they need:\n\n- hosting providers whose servers run the platform\n- e-mail and SMS delivery services\n- the bank or payment service that makes a prize transfer, which receives only the payout details\n\nProcessors handle data only on our instructions and under a contract that obliges them to protect it. If data is transferred outside Ukraine or the European Economic Area, we apply the safeguards required by law, such as standard contractual clauses.\n\nWe disclose data to public authorities only where the law requires it. We do not sell or pass data to advertisers. When you sign in with Discord, Google or Twitch or talk to moderators on Discord, those services process data under their own privacy policies.',
    },
    rights: {
      title: 'Your rights',
      body: 'Under Article 8 of the Law of Ukraine "On Personal Data Protection" and the GDPR, you have the right to:\n\n- know what data about you we process and get a copy of it\n- have inaccurate or incomplete data corrected (you can change most of it in your profile yourself)\n- have your data erased\n- have processing restricted\n- object to processing based on legitimate interests\n- receive your data in a structured, machine-readable format and transfer it to another controller\n- withdraw your consent at any time\n- lodge a complaint with the Ukrainian Parliament Commissioner for Human Rights and, for users in the EU, also with the data protection authority of your country\n\nTo exercise these rights, write to us through the Contacts page. We may ask you to confirm that the account is yours, and we will reply within 30 calendar days. Data that the law obliges us to keep will be erased once the required period ends.',
    },
    security: {
      title: 'Security',
      body: '- All traffic between your browser and the platform is encrypted (HTTPS/TLS).\n- Passwords are stored only as a hash computed with a memory-hard algorithm, which makes guessing them hard even if the data leaks.\n- Only those Vatra Esports team members and moderators who need personal data for their work can access it, and only as much as they need.\n- Sign-in attempts, SMS code requests and form submissions are rate-limited to protect against password guessing and spam.\n- Sign-in and sign-out are protected against forged requests (CSRF), and access tokens are short-lived.\n\nNo protection is one hundred percent, so keep your password safe and do not reuse it on other websites. If a breach puts your rights at risk, we will notify you and the Ukrainian Parliament Commissioner for Human Rights (and, for users in the EU, the competent supervisory authority) within the time limits set by law.',
    },
    children: {
      title: 'Children',
      body: 'The platform is intended for users aged 14 and over. If we learn that an account was created by a child under 14, we will delete it together with all its data.\n\nUsers aged 14 to 17 may have an account and take part in free tournaments. Taking part in paid tournaments and receiving prizes requires the consent of a parent or legal guardian. We may ask you to confirm that consent, and we process the guardian’s contact details only for that purpose.\n\nParents and legal guardians can contact us through the Contacts page to access a minor’s data or ask for it to be deleted.',
    },
    inquiries: {
      title: 'Inquiries and applications',
      body: 'When you write to us through the form on the Contacts page or apply as a streamer or partner, we receive your name, phone number and message, and from a streamer application also your Twitch, Discord and YouTube links. We use this data only to review your inquiry (within 2–3 business days) and to reply to you.\n\nIf no cooperation begins, we keep the inquiry data for 180 days after it has been handled (or marked as spam), and then it is deleted automatically. You can ask us at any time through the Contacts page to send you all your inquiries and our replies (as a JSON file) or to delete them: we find them by the e-mail address you wrote from. If cooperation begins, we keep the contact details we need for as long as it lasts.',
    },
    changes: {
      title: 'Changes to this Policy',
      body: 'We update this Policy when the platform, the data we process or the law change. The new version is published on this page with its effective date.\n\nWe announce material changes, such as new purposes of processing or new recipients of data, in advance on the website or by e-mail. If a change requires your consent, we will ask for it separately.',
    },
  },
}

const en_documents = { about, terms, policy } satisfies NamespaceDocumentsTranslation

export default en_documents
