/**
 * The text of the PDF manuals, one template per language. A template turns a product's fact
 * sheet (product-facts.mjs) into a document: a title block and sections of paragraphs, bullet
 * lists, numbered steps and a data table.
 *
 * Block shapes: { p: string } | { ul: string[] } | { ol: string[] } | { table: [label, value][] }
 */

const num = (lang, n) => (['fr', 'de'].includes(lang) ? String(n).replace('.', ',') : String(n))
const dims = (lang, [a, b, c]) => `${num(lang, a)} × ${num(lang, b)} × ${num(lang, c)} cm`
const weight = (lang, g) => (g >= 1000 ? `${num(lang, Math.round(g / 100) / 10)} kg` : `${g} g`)

/** Words that change with the product's second form. */
const MODE = {
  en: { car: 'car', tank: 'tank', truck: 'truck', dino: 'dinosaur', rover: 'rover', jet: 'jet' },
  fr: { car: 'voiture', tank: 'char', truck: 'camion', dino: 'dinosaure', rover: 'rover', jet: 'jet' },
  de: { car: 'Auto', tank: 'Panzer', truck: 'Truck', dino: 'Dinosaurier', rover: 'Rover', jet: 'Jet' },
  ja: { car: 'クルマ', tank: '戦車', truck: 'トラック', dino: '恐竜', rover: 'ローバー', jet: 'ジェット' },
  ko: { car: '자동차', tank: '탱크', truck: '트럭', dino: '공룡', rover: '로버', jet: '제트기' },
  zh: { car: '汽车', tank: '坦克', truck: '卡车', dino: '恐龙', rover: '探索车', jet: '喷气机' },
}

// ------------------------------------------------------------------ English
function en(p) {
  const mode = p.mode ? MODE.en[p.mode] : null
  const hours = (m) =>
    m % 60 === 0
      ? `${m / 60} hour${m === 60 ? '' : 's'}`
      : m > 90
        ? `${Math.round((m / 60) * 10) / 10} hours`
        : `${m} minutes`
  const charger = {
    adapter12:
      'Connect the supplied 12.6 V charger to the charging port on the robot’s back, then plug the charger into a ' +
      'wall socket.',
    adapter8:
      'Connect the supplied 8.4 V charger to the charging port on the robot’s back, then plug the charger into a ' +
      'wall socket.',
    usbc: 'Connect the supplied USB-C cable to the port on the robot’s back and to a USB power adapter rated 5 V, 2 A.',
  }
  if (p.kind === 'base') return enBase(p)
  const transform = mode
    ? `Say “Hey Mechaform”, wait for the tone, then say “Transform”. The robot changes from ${mode} mode to robot mode.`
    : 'Say “Hey Mechaform”, wait for the tone, then say “Say hello”. The robot greets you and strikes a pose.'
  const sections = [
    {
      h: 'Safety notes',
      blocks: [
        {
          ul: [
            'For users aged 14 and over. Contains small parts: keep away from children under 3.',
            'Keep fingers, hair and loose clothing away from the joints while the robot moves or transforms.',
            'Use the robot on a flat, stable and dry surface with at least 1 m of free space, away from table ' +
              'edges and stairs.',
            'Use only the supplied charger. Do not charge the robot unattended, near flammable materials, or ' +
              'below 10 °C or above 35 °C.',
            'Do not open the robot or its battery compartment. If the battery swells, gets hot or smells unusual, ' +
              'stop using it and contact customer support.',
            'Keep the robot away from water, rain, direct sunlight and heat sources.',
            'Never force a joint by hand while the robot is switched on, except in recording mode.',
          ],
        },
      ],
    },
    {
      h: 'Charging',
      blocks: [
        { p: charger[p.charger] },
        {
          ul: [
            'The status light glows red while charging and turns green when the battery is full.',
            `A full charge takes about ${hours(p.chargeMin)} and gives about ${p.runtimeMin} minutes of active use.`,
            'Charge the battery fully before first use.',
            'If you will not use the robot for more than a month, store it with the battery about half charged ' +
              'and recharge it every three months.',
          ],
        },
      ],
    },
    {
      h: 'First start',
      blocks: [
        {
          ol: [
            mode ? `Place the robot in ${mode} mode on a flat surface.` : 'Stand the robot upright on a flat surface.',
            'Press and hold the power button on the underside for 3 seconds. The eyes light up and the robot ' +
              'plays its start-up sound.',
            'The robot checks its servos for about 10 seconds. Do not touch it during this self-test.',
            transform,
            mode
              ? `To switch off, return to ${mode} mode and hold the power button for 3 seconds.`
              : 'To switch off, hold the power button for 3 seconds. The robot returns to its standing pose first.',
          ],
        },
      ],
    },
    {
      h: 'Pairing with the Mechaform app',
      blocks: [
        {
          ol: [
            'Download the free Mechaform app from the App Store (iOS 14 or later) or Google Play (Android 9 or later).',
            'Turn on Bluetooth on your phone, then switch on the robot.',
            `Open the app, tap “Add robot” and select “${p.model.split(' ')[0]}-XXXX”, where XXXX are the last ` +
              `four characters of the serial number.`,
            'Confirm the pairing in the app when the robot’s eyes flash twice.',
            'If the app offers a firmware update, install it with the robot connected to its charger.',
          ],
        },
        {
          p:
            'In the app you can drive the robot, start actions, build programs from blocks and record movements by ' +
            'posing the robot by hand.',
        },
      ],
    },
    {
      h: 'Voice commands',
      blocks: [
        {
          p:
            `Say “Hey Mechaform” first, then a command. The robot understands more than ${p.voice} commands without ` +
            `an internet connection; the full list is in the app.`,
        },
        {
          ul: [
            mode
              ? `“Transform”: switches between robot mode and ${mode} mode.`
              : '“Wings out”: opens the wings with their lights.',
            '“Walk forward”, “Turn left”, “Turn right”: moves the robot.',
            '“Say hello”, “Dance”: plays an action.',
            '“Stop”: ends the current action at once.',
          ],
        },
      ],
    },
  ]
  if (p.kind === 'bundle') sections.push(...enBundleExtra())
  sections.push(
    {
      h: 'Care and maintenance',
      blocks: [
        {
          ul: [
            'Clean the robot with a soft, dry cloth. Do not use solvents, alcohol or water.',
            mode
              ? `Store it in ${mode} mode in its original box, away from dust and direct sunlight.`
              : 'Store it in its original box, away from dust and direct sunlight.',
            'If a joint is blocked, switch the robot off and contact customer support. Do not force it.',
            'The battery can be replaced by our service centre.',
            'Do not dispose of this product with household waste. Take it to a collection point for electrical ' +
              'and electronic equipment; the battery is recycled separately.',
          ],
        },
      ],
    },
    {
      h: 'Technical data',
      blocks: [
        {
          table: [
            ['Model', p.model],
            [mode ? 'Dimensions (robot mode)' : 'Dimensions', dims('en', p.robot)],
            ...(mode ? [[`Dimensions (${mode} mode)`, dims('en', p.vehicle)]] : []),
            ['Weight', weight('en', p.weightG)],
            ['Servos', `${p.servos} digital servos`],
            ['Battery', `Li-ion ${p.battery[0]} V, ${p.battery[1]} mAh`],
            ['Charging time', `about ${hours(p.chargeMin)}`],
            ['Active use', `about ${p.runtimeMin} minutes`],
            ['Control', 'Mechaform app (Bluetooth 5.0), voice'],
            ['Recommended age', '14+'],
          ],
        },
      ],
    },
    {
      h: 'Support',
      blocks: [
        {
          p:
            'Help, firmware notes and spare parts: mechaform-robotics.com/support. Mechaform Robotics Inc., 2150 ' +
            'North First Street, Suite 400, San Jose, CA 95131, United States. UK: Mechaform Robotics UK Ltd., 20 ' +
            'Farringdon Street, London EC4A 4AB. EU: Mechaform Robotics Europe B.V., Stationsplein 45, 3013 AK ' +
            'Rotterdam, Netherlands.',
        },
        {
          p:
            'Mechaform Robotics Europe B.V. declares that this radio equipment complies with Directive 2014/53/EU. ' +
            'The declaration of conformity is available at mechaform-robotics.com/eu/download-center.',
        },
      ],
    },
  )
  return {
    title: 'User manual',
    subtitle: `Model ${p.model} · Version 1.0 · 2026`,
    intro:
      `Thank you for choosing ${p.name}. Please read this manual before first use and keep it for future ` +
      'reference.',
    sections,
  }
}

function enBundleExtra() {
  return [
    {
      h: 'Using the AI Base',
      blocks: [
        {
          ol: [
            'Place the AI Base on a flat surface and connect the supplied 12 V power adapter to the socket at its ' +
              'rear. The ring light turns on.',
            'In the Mechaform app, tap “Add device” and select “MF-AB01-XXXX” to connect the base to your Wi-Fi ' +
              'network (2.4 GHz).',
            'Park the robot in truck mode on the base: it charges there and can hold spoken conversations through ' +
              'the base’s microphones and speaker.',
          ],
        },
      ],
    },
  ]
}

function enBase(p) {
  return {
    title: 'User manual',
    subtitle: `Model ${p.model} · Version 1.0 · 2026`,
    intro:
      `Thank you for choosing the ${p.name}. It charges compatible Mechaform robots, understands spoken questions ` +
      `and gives your robot a conversational voice. Please read this manual before first use.`,
    sections: [
      {
        h: 'Safety notes',
        blocks: [
          {
            ul: [
              'For users aged 14 and over. Contains small parts: keep away from children under 3.',
              'Use only the supplied 12 V power adapter, indoors, on a flat, dry surface.',
              'Keep the base away from water, direct sunlight and heat sources, and do not cover its ventilation ' +
                'slots.',
              'Do not open the base. There are no user-serviceable parts inside.',
            ],
          },
        ],
      },
      {
        h: 'Power',
        blocks: [
          {
            p:
              'The AI Base has no battery. Connect the supplied 12 V, 3 A power adapter to the socket at the rear ' +
              'of the base and plug it into a wall socket. The ring light glows white when the base is ready.',
          },
        ],
      },
      {
        h: 'First start',
        blocks: [
          {
            ol: [
              'Place the base on a flat surface with at least 30 cm of free space around it.',
              'Connect the power adapter. The ring light turns on and the base plays a tone.',
              'Press the action button on the front once. The base announces that it is ready for setup.',
            ],
          },
        ],
      },
      {
        h: 'Pairing with the Mechaform app',
        blocks: [
          {
            ol: [
              'Download the free Mechaform app from the App Store (iOS 14 or later) or Google Play (Android 9 or ' +
                'later).',
              'Open the app, tap “Add device” and select “MF-AB01-XXXX”.',
              'Choose your Wi-Fi network (2.4 GHz) and enter its password. The ring light turns green when the ' +
                'base is online.',
              'Pair your robot in the app, then park it on the base to charge and to talk through the base.',
            ],
          },
        ],
      },
      {
        h: 'Voice assistant',
        blocks: [
          {
            p:
              'Say “Hey Mechaform”, wait for the ring light, then ask a question or give a command. The six ' +
              'microphones hear you from up to 4 m away.',
          },
          {
            ul: [
              '“Start docking”: guides a paired robot onto the base.',
              '“Tell a story”, “What can you do?”: starts a conversation.',
              '“Volume up”, “Volume down”, “Mute”: adjusts the speaker.',
            ],
          },
          {
            p:
              'Press and hold the action button for 3 seconds to switch the microphones off; the ring light turns ' +
              'red.',
          },
        ],
      },
      {
        h: 'Care and maintenance',
        blocks: [
          {
            ul: [
              'Unplug the base before cleaning it with a soft, dry cloth.',
              'Keep the charging contacts clean and dry.',
              'Do not dispose of this product with household waste. Take it to a collection point for electrical ' +
                'and electronic equipment.',
            ],
          },
        ],
      },
      {
        h: 'Technical data',
        blocks: [
          {
            table: [
              ['Model', p.model],
              ['Dimensions', dims('en', p.robot)],
              ['Weight', weight('en', p.weightG)],
              ['Power input', '12 V, 3 A'],
              ['Microphones', '6, far-field'],
              ['Speaker', '5 W'],
              ['Connectivity', 'Wi-Fi 2.4 GHz, Bluetooth 5.0'],
              ['Recommended age', '14+'],
            ],
          },
        ],
      },
      {
        h: 'Support',
        blocks: [
          {
            p:
              'Help and firmware notes: mechaform-robotics.com/support. Mechaform Robotics Inc., 2150 North First ' +
              'Street, Suite 400, San Jose, CA 95131, United States.',
          },
        ],
      },
    ],
  }
}

// ------------------------------------------------------------------ French
function fr(p) {
  const mode = p.mode ? MODE.fr[p.mode] : null
  const duree = (m) => (m < 120 ? `${m} minutes` : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60}` : ''}`)
  const charger = {
    adapter12:
      'Branchez le chargeur 12,6 V fourni sur le port de charge situé dans le dos du robot, puis sur une prise ' +
      'secteur.',
    adapter8:
      'Branchez le chargeur 8,4 V fourni sur le port de charge situé dans le dos du robot, puis sur une prise secteur.',
    usbc: 'Reliez le câble USB-C fourni au port situé dans le dos du robot et à un adaptateur secteur USB de 5 V, 2 A.',
  }
  return {
    title: 'Notice d’utilisation',
    subtitle: `Modèle ${p.model} · Version 1.0 · 2026`,
    intro:
      `Merci d’avoir choisi ${p.name}. Lisez attentivement cette notice avant la première utilisation et ` +
      `conservez-la pour pouvoir la consulter ultérieurement.`,
    sections: [
      {
        h: 'Consignes de sécurité',
        blocks: [
          {
            ul: [
              'Produit destiné aux personnes de 14 ans et plus. Contient de petites pièces : ne convient pas aux ' +
                'enfants de moins de 3 ans.',
              'Tenez les doigts, les cheveux et les vêtements amples à l’écart des articulations lorsque le robot ' +
                'bouge ou se transforme.',
              'Utilisez le robot sur une surface plane, stable et sèche, avec au moins 1 m d’espace libre, loin ' +
                'des bords de table et des escaliers.',
              'Utilisez uniquement le chargeur fourni. Ne laissez pas le robot charger sans surveillance, près de ' +
                'matériaux inflammables, ni en dessous de 10 °C ou au-dessus de 35 °C.',
              'N’ouvrez ni le robot ni le compartiment de la batterie. Si la batterie gonfle, chauffe ou dégage ' +
                'une odeur inhabituelle, cessez de l’utiliser et contactez le service client.',
              'Protégez le robot de l’eau, de la pluie, du soleil direct et des sources de chaleur.',
              'Ne forcez jamais une articulation à la main lorsque le robot est allumé, sauf en mode enregistrement.',
            ],
          },
        ],
      },
      {
        h: 'Charge',
        blocks: [
          { p: charger[p.charger] },
          {
            ul: [
              'Le voyant d’état est rouge pendant la charge et devient vert lorsque la batterie est pleine.',
              `Une charge complète dure environ ${duree(p.chargeMin)} et offre environ ${p.runtimeMin} minutes ` +
                `d’utilisation active.`,
              'Chargez complètement la batterie avant la première utilisation.',
              'Si vous n’utilisez pas le robot pendant plus d’un mois, rangez-le avec une batterie chargée à ' +
                'moitié environ et rechargez-la tous les trois mois.',
            ],
          },
        ],
      },
      {
        h: 'Première mise en marche',
        blocks: [
          {
            ol: [
              mode
                ? `Posez le robot en mode ${mode} sur une surface plane.`
                : 'Posez le robot debout sur une surface plane.',
              'Maintenez le bouton marche/arrêt situé sous le robot enfoncé pendant 3 secondes. Les yeux ' +
                's’allument et le robot émet son signal de démarrage.',
              'Le robot contrôle ses servomoteurs pendant une dizaine de secondes. Ne le touchez pas pendant cet ' +
                'autotest.',
              mode
                ? `Dites « Hey Mechaform », attendez le signal sonore, puis dites « Transformation ». Le robot ` +
                  `passe du mode ${mode} au mode robot.`
                : 'Dites « Hey Mechaform », attendez le signal sonore, puis dites « Dis bonjour ». Le robot vous ' +
                  'salue et prend la pose.',
              mode
                ? `Pour l’éteindre, repassez en mode ${mode} puis maintenez le bouton marche/arrêt enfoncé pendant ` +
                  `3 secondes.`
                : 'Pour l’éteindre, maintenez le bouton marche/arrêt enfoncé pendant 3 secondes : le robot reprend ' +
                  'd’abord sa position debout.',
            ],
          },
        ],
      },
      {
        h: 'Appairage avec l’application Mechaform',
        blocks: [
          {
            ol: [
              'Téléchargez gratuitement l’application Mechaform sur l’App Store (iOS 14 ou version ultérieure) ou ' +
                'sur Google Play (Android 9 ou version ultérieure).',
              'Activez le Bluetooth de votre téléphone, puis allumez le robot.',
              `Ouvrez l’application, touchez « Ajouter un robot » et sélectionnez « ${p.model}-XXXX » (XXXX ` +
                `correspond aux quatre derniers caractères du numéro de série).`,
              'Confirmez l’appairage dans l’application lorsque les yeux du robot clignotent deux fois.',
              'Si l’application propose une mise à jour du micrologiciel, installez-la en laissant le robot ' +
                'branché sur son chargeur.',
            ],
          },
          {
            p:
              'L’application vous permet de piloter le robot, de lancer des actions, de créer des programmes par ' +
              'blocs et d’enregistrer des mouvements en positionnant le robot à la main.',
          },
        ],
      },
      {
        h: 'Commandes vocales',
        blocks: [
          {
            p:
              `Dites d’abord « Hey Mechaform », puis une commande. Le robot comprend plus de ${p.voice} commandes ` +
              `sans connexion Internet ; la liste complète figure dans l’application.`,
          },
          {
            ul: [
              mode
                ? `« Transformation » : passe du mode robot au mode ${mode}, et inversement.`
                : '« Déploie tes ailes » : ouvre les ailes et allume leurs feux.',
              '« En avant », « À gauche », « À droite » : déplace le robot.',
              '« Dis bonjour », « Danse » : lance une animation.',
              '« Stop » : interrompt immédiatement l’action en cours.',
            ],
          },
        ],
      },
      {
        h: 'Entretien',
        blocks: [
          {
            ul: [
              'Nettoyez le robot avec un chiffon doux et sec. N’utilisez ni solvant, ni alcool, ni eau.',
              mode
                ? `Rangez-le en mode ${mode} dans sa boîte d’origine, à l’abri de la poussière et du soleil.`
                : 'Rangez-le dans sa boîte d’origine, à l’abri de la poussière et du soleil.',
              'Si une articulation est bloquée, éteignez le robot et contactez le service client. Ne forcez pas.',
              'La batterie peut être remplacée par notre centre de service.',
              'Ne jetez pas ce produit avec les ordures ménagères : déposez-le dans un point de collecte des ' +
                'équipements électriques et électroniques. La batterie est recyclée séparément.',
            ],
          },
        ],
      },
      {
        h: 'Caractéristiques techniques',
        blocks: [
          {
            table: [
              ['Modèle', p.model],
              [mode ? 'Dimensions (mode robot)' : 'Dimensions', dims('fr', p.robot)],
              ...(mode ? [[`Dimensions (mode ${mode})`, dims('fr', p.vehicle)]] : []),
              ['Poids', weight('fr', p.weightG)],
              ['Servomoteurs', `${p.servos} servomoteurs numériques`],
              ['Batterie', `Li-ion ${num('fr', p.battery[0])} V, ${p.battery[1]} mAh`],
              ['Temps de charge', `environ ${duree(p.chargeMin)}`],
              ['Utilisation active', `environ ${p.runtimeMin} minutes`],
              ['Commande', 'application Mechaform (Bluetooth 5.0), voix'],
              ['Âge recommandé', '14 ans et plus'],
            ],
          },
        ],
      },
      {
        h: 'Assistance',
        blocks: [
          {
            p:
              'Aide, notes de version et pièces détachées : mechaform-robotics.com/fr/download-center. Mechaform ' +
              'Robotics Europe B.V., Stationsplein 45, 3013 AK Rotterdam, Pays-Bas.',
          },
          {
            p:
              'Mechaform Robotics Europe B.V. déclare que cet équipement radioélectrique est conforme à la ' +
              'directive 2014/53/UE. La déclaration de conformité est disponible dans le centre de téléchargement.',
          },
        ],
      },
    ],
  }
}

// ------------------------------------------------------------------ German
function de(p) {
  const mode = p.mode ? MODE.de[p.mode] : null
  const dauer = (m) => (m < 120 ? `${m} Minuten` : `${num('de', Math.round((m / 60) * 10) / 10)} Stunden`)
  const charger = {
    adapter12:
      'Verbinden Sie das mitgelieferte 12,6-V-Ladegerät mit der Ladebuchse am Rücken des Roboters und stecken Sie ' +
      'es in eine Steckdose.',
    adapter8:
      'Verbinden Sie das mitgelieferte 8,4-V-Ladegerät mit der Ladebuchse am Rücken des Roboters und stecken Sie ' +
      'es in eine Steckdose.',
    usbc:
      'Verbinden Sie das mitgelieferte USB-C-Kabel mit der Buchse am Rücken des Roboters und mit einem USB-Netzteil ' +
      '(5 V, 2 A).',
  }
  const M = mode ? `${mode}modus` : null
  return {
    title: 'Bedienungsanleitung',
    subtitle: `Modell ${p.model} · Version 1.0 · 2026`,
    intro:
      `Vielen Dank, dass Sie sich für ${p.name} entschieden haben. Bitte lesen Sie diese Anleitung vor der ersten ` +
      `Verwendung aufmerksam durch und bewahren Sie sie auf.`,
    sections: [
      {
        h: 'Sicherheitshinweise',
        blocks: [
          {
            ul: [
              'Für Personen ab 14 Jahren. Enthält Kleinteile: nicht geeignet für Kinder unter 3 Jahren.',
              'Halten Sie Finger, Haare und lose Kleidung von den Gelenken fern, während sich der Roboter bewegt ' +
                'oder verwandelt.',
              'Verwenden Sie den Roboter auf einer ebenen, stabilen und trockenen Fläche mit mindestens 1 m ' +
                'Freiraum, fern von Tischkanten und Treppen.',
              'Verwenden Sie nur das mitgelieferte Ladegerät. Laden Sie den Roboter nicht unbeaufsichtigt, nicht ' +
                'in der Nähe brennbarer Materialien und nicht unter 10 °C oder über 35 °C.',
              'Öffnen Sie weder den Roboter noch das Akkufach. Wenn sich der Akku aufbläht, heiß wird oder ' +
                'ungewöhnlich riecht, verwenden Sie ihn nicht weiter und wenden Sie sich an den Kundenservice.',
              'Schützen Sie den Roboter vor Wasser, Regen, direkter Sonne und Wärmequellen.',
              'Bewegen Sie Gelenke nie mit Gewalt von Hand, solange der Roboter eingeschaltet ist – außer im ' +
                'Aufnahmemodus.',
            ],
          },
        ],
      },
      {
        h: 'Laden',
        blocks: [
          { p: charger[p.charger] },
          {
            ul: [
              'Die Statusleuchte leuchtet beim Laden rot und wechselt auf Grün, sobald der Akku voll ist.',
              `Eine volle Ladung dauert ca. ${dauer(p.chargeMin)} und reicht für ca. ${p.runtimeMin} Minuten ` +
                `aktive Nutzung.`,
              'Laden Sie den Akku vor der ersten Verwendung vollständig auf.',
              'Wenn Sie den Roboter länger als einen Monat nicht verwenden, lagern Sie ihn mit etwa halb ' +
                'geladenem Akku und laden Sie ihn alle drei Monate nach.',
            ],
          },
        ],
      },
      {
        h: 'Erste Inbetriebnahme',
        blocks: [
          {
            ol: [
              M
                ? `Stellen Sie den Roboter im ${M} auf eine ebene Fläche.`
                : 'Stellen Sie den Roboter aufrecht auf eine ebene Fläche.',
              'Halten Sie die Ein-/Aus-Taste an der Unterseite 3 Sekunden lang gedrückt. Die Augen leuchten auf ' +
                'und der Roboter spielt seinen Startton.',
              'Der Roboter prüft etwa 10 Sekunden lang seine Servomotoren. Berühren Sie ihn während dieses ' +
                'Selbsttests nicht.',
              M
                ? `Sagen Sie „Hey Mechaform“, warten Sie auf den Signalton und sagen Sie dann „Verwandlung“. Der ` +
                  `Roboter wechselt vom ${M} in den Robotermodus.`
                : 'Sagen Sie „Hey Mechaform“, warten Sie auf den Signalton und sagen Sie dann „Sag Hallo“. Der ' +
                  'Roboter begrüßt Sie und nimmt eine Pose ein.',
              M
                ? `Zum Ausschalten wechseln Sie zurück in den ${M} und halten die Ein-/Aus-Taste 3 Sekunden lang ` +
                  `gedrückt.`
                : 'Zum Ausschalten halten Sie die Ein-/Aus-Taste 3 Sekunden lang gedrückt; der Roboter kehrt zuerst ' +
                  'in seine Grundstellung zurück.',
            ],
          },
        ],
      },
      {
        h: 'Kopplung mit der Mechaform-App',
        blocks: [
          {
            ol: [
              'Laden Sie die kostenlose Mechaform-App aus dem App Store (ab iOS 14) oder von Google Play (ab ' +
                'Android 9) herunter.',
              'Schalten Sie Bluetooth auf Ihrem Smartphone ein und schalten Sie dann den Roboter ein.',
              `Öffnen Sie die App, tippen Sie auf „Roboter hinzufügen“ und wählen Sie „${p.model}-XXXX“ (XXXX ` +
                `sind die letzten vier Zeichen der Seriennummer).`,
              'Bestätigen Sie die Kopplung in der App, wenn die Augen des Roboters zweimal blinken.',
              'Bietet die App ein Firmware-Update an, installieren Sie es, während der Roboter am Ladegerät ' +
                'angeschlossen ist.',
            ],
          },
          {
            p:
              'In der App steuern Sie den Roboter, starten Aktionen, erstellen Programme aus Blöcken und nehmen ' +
              'Bewegungen auf, indem Sie den Roboter von Hand in Position bringen.',
          },
        ],
      },
      {
        h: 'Sprachbefehle',
        blocks: [
          {
            p:
              `Sagen Sie zuerst „Hey Mechaform“ und dann einen Befehl. Der Roboter versteht über ${p.voice} Befehle ` +
              `ohne Internetverbindung; die vollständige Liste finden Sie in der App.`,
          },
          {
            ul: [
              M
                ? `„Verwandlung“: wechselt zwischen Robotermodus und ${M}.`
                : '„Flügel ausklappen“: öffnet die Flügel und schaltet ihre Lichter ein.',
              '„Vorwärts“, „Links“, „Rechts“: bewegt den Roboter.',
              '„Sag Hallo“, „Tanzen“: startet eine Aktion.',
              '„Stopp“: beendet die laufende Aktion sofort.',
            ],
          },
        ],
      },
      {
        h: 'Pflege',
        blocks: [
          {
            ul: [
              'Reinigen Sie den Roboter mit einem weichen, trockenen Tuch. Verwenden Sie keine Lösungsmittel, ' +
                'keinen Alkohol und kein Wasser.',
              M
                ? `Bewahren Sie ihn im ${M} in der Originalverpackung auf, geschützt vor Staub und Sonnenlicht.`
                : 'Bewahren Sie ihn in der Originalverpackung auf, geschützt vor Staub und Sonnenlicht.',
              'Ist ein Gelenk blockiert, schalten Sie den Roboter aus und wenden Sie sich an den Kundenservice. ' +
                'Wenden Sie keine Gewalt an.',
              'Der Akku kann von unserem Servicezentrum ausgetauscht werden.',
              'Entsorgen Sie dieses Produkt nicht mit dem Hausmüll, sondern geben Sie es bei einer Sammelstelle ' +
                'für Elektro- und Elektronikgeräte ab. Der Akku wird getrennt recycelt.',
            ],
          },
        ],
      },
      {
        h: 'Technische Daten',
        blocks: [
          {
            table: [
              ['Modell', p.model],
              [M ? 'Maße (Robotermodus)' : 'Maße', dims('de', p.robot)],
              ...(M ? [[`Maße (${M})`, dims('de', p.vehicle)]] : []),
              ['Gewicht', weight('de', p.weightG)],
              ['Servomotoren', `${p.servos} digitale Servomotoren`],
              ['Akku', `Li-Ionen, ${num('de', p.battery[0])} V, ${p.battery[1]} mAh`],
              ['Ladezeit', `ca. ${dauer(p.chargeMin)}`],
              ['Aktive Nutzung', `ca. ${p.runtimeMin} Minuten`],
              ['Steuerung', 'Mechaform-App (Bluetooth 5.0), Sprache'],
              ['Empfohlenes Alter', 'ab 14 Jahren'],
            ],
          },
        ],
      },
      {
        h: 'Kundenservice',
        blocks: [
          {
            p:
              'Hilfe, Versionshinweise und Ersatzteile: mechaform-robotics.com/de/download-center. Mechaform ' +
              'Robotics Europe B.V., Stationsplein 45, 3013 AK Rotterdam, Niederlande.',
          },
          {
            p:
              'Hiermit erklärt Mechaform Robotics Europe B.V., dass diese Funkanlage der Richtlinie 2014/53/EU ' +
              'entspricht. Die Konformitätserklärung finden Sie im Download-Center.',
          },
        ],
      },
    ],
  }
}

// ------------------------------------------------------------------ Japanese
function ja(p) {
  const mode = p.mode ? MODE.ja[p.mode] : null
  const jikan = (m) => (m < 120 ? `約${m}分` : `約${Math.round((m / 60) * 10) / 10}時間`)
  const charger = {
    adapter12: '付属の専用充電器（12.6V）を本体背面の充電端子に接続し、コンセントに差し込んでください。',
    adapter8: '付属の専用充電器（8.4V）を本体背面の充電端子に接続し、コンセントに差し込んでください。',
    usbc: '付属のUSB Type-Cケーブルを本体背面の端子に接続し、USB電源アダプター（5V／2A）に差し込んでください。',
  }
  return {
    title: '取扱説明書',
    subtitle: `型番 ${p.model}・バージョン1.0・2026年`,
    intro: `このたびは${p.name}をお買い上げいただき、誠にありがとうございます。ご使用の前にこの取扱説明書をよくお読みのうえ、正しくお使いください。お読みになった後は、大切に保管してください。`,
    sections: [
      {
        h: '安全上のご注意',
        blocks: [
          {
            ul: [
              '対象年齢は14歳以上です。小さな部品を含むため、3歳未満のお子さまには絶対に与えないでください。',
              'ロボットが動作中・変形中は、関節部に指や髪、衣服を近づけないでください。',
              '平らで安定した乾いた場所で、周囲に1m以上の空間を確保してお使いください。机の端や階段の近くでは使用しないでください。',
              '充電には必ず付属の充電器をお使いください。充電中はその場を離れず、燃えやすい物の近くや、10℃未満・35℃を超える環境では充電しないでください。',
              '本体やバッテリーカバーを分解しないでください。バッテリーの膨張、発熱、異臭に気づいたときは、すぐに使用を中止してカスタマーサポートにご連絡ください。',
              '水濡れ、雨、直射日光、暖房器具などの熱源を避けてください。',
              '電源が入っている間は、モーション記録モードを除き、関節を手で無理に動かさないでください。',
            ],
          },
        ],
      },
      {
        h: '充電',
        blocks: [
          { p: charger[p.charger] },
          {
            ul: [
              '充電中はステータスランプが赤く点灯し、満充電になると緑に変わります。',
              `充電時間は${jikan(p.chargeMin)}で、約${p.runtimeMin}分間遊べます。`,
              '初めてお使いになる前に、バッテリーを満充電にしてください。',
              '1か月以上使用しない場合は、バッテリーを半分程度充電した状態で保管し、3か月ごとに充電してください。',
            ],
          },
        ],
      },
      {
        h: 'はじめての起動',
        blocks: [
          {
            ol: [
              mode
                ? `ロボットを${mode}形態にして、平らな場所に置きます。`
                : 'ロボットを立たせた状態で、平らな場所に置きます。',
              '本体底面の電源ボタンを3秒間長押しします。目が点灯し、起動音が鳴ります。',
              'ロボットが約10秒間サーボモーターの自己診断を行います。この間はロボットに触れないでください。',
              mode
                ? `「ヘイ、メカフォーム」と話しかけ、合図の音が鳴ったら「変形」と言ってください。ロボットが${mode}形態からロボット形態に変形します。`
                : '「ヘイ、メカフォーム」と話しかけ、合図の音が鳴ったら「あいさつして」と言ってください。ロボットがあいさつしてポーズをとります。',
              mode
                ? `電源を切るときは、${mode}形態に戻してから電源ボタンを3秒間長押しします。`
                : '電源を切るときは、電源ボタンを3秒間長押しします。ロボットは基本姿勢に戻ってから停止します。',
            ],
          },
        ],
      },
      {
        h: 'Mechaformアプリとの接続',
        blocks: [
          {
            ol: [
              'App Store（iOS 14以降）またはGoogle Play（Android 9以降）から、無料のMechaformアプリをダウンロードします。',
              'スマートフォンのBluetoothをオンにしてから、ロボットの電源を入れます。',
              `アプリを開いて「ロボットを追加」をタップし、「${p.model}-XXXX」を選択します（XXXXはシリアル番号の末尾4文字です）。`,
              'ロボットの目が2回点滅したら、アプリで接続を確定します。',
              'ファームウェアの更新が表示された場合は、ロボットを充電器に接続した状態でインストールしてください。',
            ],
          },
          {
            p: 'アプリでは、ロボットの操作、アクションの実行、ブロックによるプログラミング、ロボットを手で動かして行うモーション記録ができます。',
          },
        ],
      },
      {
        h: '音声コマンド',
        blocks: [
          {
            p: `まず「ヘイ、メカフォーム」と話しかけてから、コマンドを言ってください。インターネット接続なしで${p.voice}種類以上のコマンドを認識します。すべてのコマンドはアプリで確認できます。`,
          },
          {
            ul: [
              mode
                ? `「変形」：ロボット形態と${mode}形態を切り替えます。`
                : '「翼を広げて」：翼を開き、ライトを点灯します。',
              '「前へ」「左へ」「右へ」：ロボットが移動します。',
              '「あいさつして」「ダンスして」：アクションを再生します。',
              '「ストップ」：実行中のアクションをすぐに止めます。',
            ],
          },
        ],
      },
      {
        h: 'お手入れと保管',
        blocks: [
          {
            ul: [
              '乾いたやわらかい布で汚れを拭き取ってください。シンナー、アルコール、水は使用しないでください。',
              mode
                ? `${mode}形態にして元箱に入れ、ほこりや直射日光を避けて保管してください。`
                : '元箱に入れ、ほこりや直射日光を避けて保管してください。',
              '関節が動かなくなったときは電源を切り、カスタマーサポートにご連絡ください。無理に動かさないでください。',
              'バッテリーの交換はサービスセンターで承ります。',
              '廃棄する際は、お住まいの自治体の規則に従ってください。リチウムイオン電池はリサイクルにご協力ください。',
            ],
          },
        ],
      },
      {
        h: '仕様',
        blocks: [
          {
            table: [
              ['型番', p.model],
              [mode ? 'サイズ（ロボット形態）' : 'サイズ', dims('ja', p.robot)],
              ...(mode ? [[`サイズ（${mode}形態）`, dims('ja', p.vehicle)]] : []),
              ['重量', `約${weight('ja', p.weightG)}`],
              ['サーボモーター', `デジタルサーボ${p.servos}個`],
              ['バッテリー', `リチウムイオン ${p.battery[0]}V ${p.battery[1]}mAh`],
              ['充電時間', jikan(p.chargeMin)],
              ['連続使用時間', `約${p.runtimeMin}分`],
              ['操作方法', 'Mechaformアプリ（Bluetooth 5.0）、音声'],
              ['対象年齢', '14歳以上'],
            ],
          },
        ],
      },
      {
        h: 'お問い合わせ',
        blocks: [
          {
            p: 'メーカー保証はお買い上げ日から1年間です（バッテリーは6か月間）。保証の詳細と修理のお申し込みは、公式サイトの「保証について」をご覧ください。',
          },
          { p: 'メカフォーム・ロボティクス株式会社　〒150-0002 東京都渋谷区渋谷 2-21-1 12階' },
        ],
      },
    ],
  }
}

// ------------------------------------------------------------------ Korean
function ko(p) {
  const mode = p.mode ? MODE.ko[p.mode] : null
  const sigan = (m) => (m < 120 ? `약 ${m}분` : `약 ${Math.round((m / 60) * 10) / 10}시간`)
  const charger = {
    adapter12: '제공된 12.6V 전용 충전기를 로봇 등 쪽의 충전 단자에 연결한 다음 콘센트에 꽂으십시오.',
    adapter8: '제공된 8.4V 전용 충전기를 로봇 등 쪽의 충전 단자에 연결한 다음 콘센트에 꽂으십시오.',
    usbc: '제공된 USB-C 케이블을 로봇 등 쪽의 단자와 USB 전원 어댑터(5V, 2A)에 연결하십시오.',
  }
  return {
    title: '사용 설명서',
    subtitle: `모델 ${p.model} · 버전 1.0 · 2026년`,
    intro: `${p.name}을(를) 구입해 주셔서 감사합니다. 처음 사용하기 전에 이 설명서를 꼼꼼히 읽고, 나중에 참고할 수 있도록 보관하십시오.`,
    sections: [
      {
        h: '안전 수칙',
        blocks: [
          {
            ul: [
              '만 14세 이상 사용 제품입니다. 작은 부품이 들어 있으므로 3세 미만 어린이의 손이 닿지 않는 곳에 보관하십시오.',
              '로봇이 움직이거나 변신하는 동안 관절 부위에 손가락, 머리카락, 헐렁한 옷이 닿지 않도록 하십시오.',
              '평평하고 안정적이며 건조한 곳에서 주변에 1m 이상의 공간을 확보하고 사용하십시오. 책상 가장자리나 계단 근처에서는 사용하지 마십시오.',
              '반드시 제공된 충전기만 사용하십시오. 충전 중에는 자리를 비우지 말고, 인화성 물질 근처나 10°C 미만, 35°C 초과 환경에서는 충전하지 마십시오.',
              '로봇이나 배터리 덮개를 분해하지 마십시오. 배터리가 부풀거나 뜨거워지거나 이상한 냄새가 나면 즉시 사용을 중지하고 고객 센터에 문의하십시오.',
              '물, 비, 직사광선, 난방 기구 등 열원을 피하십시오.',
              '전원이 켜져 있을 때는 동작 녹화 모드를 제외하고 관절을 손으로 억지로 움직이지 마십시오.',
            ],
          },
        ],
      },
      {
        h: '충전',
        blocks: [
          { p: charger[p.charger] },
          {
            ul: [
              '충전 중에는 상태 표시등이 빨간색으로 켜지고, 완전히 충전되면 초록색으로 바뀝니다.',
              `완전 충전에는 ${sigan(p.chargeMin)}이 걸리며, 약 ${p.runtimeMin}분 동안 사용할 수 있습니다.`,
              '처음 사용하기 전에 배터리를 완전히 충전하십시오.',
              '한 달 이상 사용하지 않을 때는 배터리를 절반 정도 충전한 상태로 보관하고 3개월마다 충전하십시오.',
            ],
          },
        ],
      },
      {
        h: '처음 켜기',
        blocks: [
          {
            ol: [
              mode
                ? `로봇을 ${mode} 모드로 만든 다음 평평한 곳에 놓으십시오.`
                : '로봇을 세운 상태로 평평한 곳에 놓으십시오.',
              '바닥면의 전원 버튼을 3초 동안 길게 누르십시오. 눈에 불이 들어오고 시작음이 울립니다.',
              '로봇이 약 10초 동안 서보 모터를 자가 진단합니다. 이때는 로봇을 만지지 마십시오.',
              mode
                ? `“헤이 메카폼”이라고 말하고 신호음이 울리면 “변신”이라고 말하십시오. 로봇이 ${mode} 모드에서 로봇 모드로 변신합니다.`
                : '“헤이 메카폼”이라고 말하고 신호음이 울리면 “인사해”라고 말하십시오. 로봇이 인사하고 포즈를 취합니다.',
              mode
                ? `전원을 끌 때는 ${mode} 모드로 되돌린 다음 전원 버튼을 3초 동안 길게 누르십시오.`
                : '전원을 끌 때는 전원 버튼을 3초 동안 길게 누르십시오. 로봇이 기본자세로 돌아간 뒤 꺼집니다.',
            ],
          },
        ],
      },
      {
        h: 'Mechaform 앱 연결',
        blocks: [
          {
            ol: [
              'App Store(iOS 14 이상) 또는 Google Play(Android 9 이상)에서 무료 Mechaform 앱을 내려받으십시오.',
              '휴대폰의 블루투스를 켠 다음 로봇의 전원을 켜십시오.',
              `앱을 열고 “로봇 추가”를 누른 다음 “${p.model}-XXXX”를 선택하십시오(XXXX는 일련번호의 마지막 네 자리입니다).`,
              '로봇의 눈이 두 번 깜박이면 앱에서 연결을 확인하십시오.',
              '앱에 펌웨어 업데이트가 표시되면 로봇을 충전기에 연결한 상태에서 설치하십시오.',
            ],
          },
          {
            p: '앱에서는 로봇 조종, 동작 실행, 블록 코딩, 로봇을 손으로 움직여 동작을 기록하는 녹화 기능을 사용할 수 있습니다.',
          },
        ],
      },
      {
        h: '음성 명령',
        blocks: [
          {
            p: `먼저 “헤이 메카폼”이라고 말한 다음 명령을 말하십시오. 인터넷 연결 없이 ${p.voice}가지가 넘는 명령을 인식하며, 전체 목록은 앱에서 확인할 수 있습니다.`,
          },
          {
            ul: [
              mode ? `“변신”: 로봇 모드와 ${mode} 모드를 전환합니다.` : '“날개 펼쳐”: 날개를 펴고 조명을 켭니다.',
              '“앞으로”, “왼쪽으로”, “오른쪽으로”: 로봇이 이동합니다.',
              '“인사해”, “춤춰”: 동작을 실행합니다.',
              '“멈춰”: 실행 중인 동작을 즉시 멈춥니다.',
            ],
          },
        ],
      },
      {
        h: '관리와 보관',
        blocks: [
          {
            ul: [
              '부드럽고 마른 천으로 닦으십시오. 용제, 알코올, 물은 사용하지 마십시오.',
              mode
                ? `${mode} 모드로 만들어 원래 상자에 넣고 먼지와 직사광선을 피해 보관하십시오.`
                : '원래 상자에 넣어 먼지와 직사광선을 피해 보관하십시오.',
              '관절이 움직이지 않으면 전원을 끄고 고객 센터에 문의하십시오. 억지로 움직이지 마십시오.',
              '배터리 교체는 서비스 센터에서 해 드립니다.',
              '이 제품을 일반 쓰레기와 함께 버리지 마십시오. 폐전자제품 수거함이나 지정된 수거 장소를 이용하고, 배터리는 따로 분리하여 배출하십시오.',
            ],
          },
        ],
      },
      {
        h: '제품 사양',
        blocks: [
          {
            table: [
              ['모델', p.model],
              [mode ? '크기(로봇 모드)' : '크기', dims('ko', p.robot)],
              ...(mode ? [[`크기(${mode} 모드)`, dims('ko', p.vehicle)]] : []),
              ['무게', weight('ko', p.weightG)],
              ['서보 모터', `디지털 서보 ${p.servos}개`],
              ['배터리', `리튬 이온 ${p.battery[0]}V ${p.battery[1]}mAh`],
              ['충전 시간', sigan(p.chargeMin)],
              ['사용 시간', `약 ${p.runtimeMin}분`],
              ['조작 방식', 'Mechaform 앱(블루투스 5.0), 음성'],
              ['권장 연령', '만 14세 이상'],
            ],
          },
        ],
      },
      {
        h: '고객 지원',
        blocks: [
          {
            p: '품질 보증 기간은 구입일로부터 1년입니다. 고객 센터 운영 시간은 평일 오전 10시부터 오후 6시까지입니다.',
          },
          { p: '메카폼 로보틱스 코리아 유한회사, 서울특별시 강남구 테헤란로 152, 20층 (06236)' },
        ],
      },
    ],
  }
}

// ------------------------------------------------------------------ Simplified Chinese
function zh(p) {
  const mode = p.mode ? MODE.zh[p.mode] : null
  const shijian = (m) => (m < 120 ? `约 ${m} 分钟` : `约 ${Math.round((m / 60) * 10) / 10} 小时`)
  const charger = {
    adapter12: '将随附的 12.6V 专用充电器连接到机器人背部的充电口，再将充电器插入电源插座。',
    adapter8: '将随附的 8.4V 专用充电器连接到机器人背部的充电口，再将充电器插入电源插座。',
    usbc: '使用随附的 USB-C 数据线连接机器人背部的接口和 USB 电源适配器（5V 2A）。',
  }
  return {
    title: '使用说明书',
    subtitle: `型号 ${p.model} · 版本 1.0 · 2026 年`,
    intro: `感谢您选购 ${p.name}。首次使用前请仔细阅读本说明书，并妥善保管以备日后查阅。`,
    sections: [
      {
        h: '安全注意事项',
        blocks: [
          {
            ul: [
              '本产品适用于 14 岁及以上人士。内含小零件，请勿让 3 岁以下儿童接触。',
              '机器人运动或变形时，请让手指、头发和宽松衣物远离关节部位。',
              '请在平整、稳固、干燥的表面上使用，周围预留至少 1 米空间，远离桌边和楼梯。',
              '请仅使用随附的充电器。充电时请勿离开，勿靠近易燃物品，勿在低于 10°C 或高于 35°C 的环境中充电。',
              '请勿拆开机器人或电池仓。如发现电池鼓包、发烫或有异味，请立即停止使用并联系客服。',
              '请避免接触水、雨、阳光直射和热源。',
              '机器人开机时，除动作录制模式外，请勿用手强行扳动关节。',
            ],
          },
        ],
      },
      {
        h: '充电',
        blocks: [
          { p: charger[p.charger] },
          {
            ul: [
              '充电时状态指示灯亮红色，充满后变为绿色。',
              `充满电需要${shijian(p.chargeMin)}，可持续使用约 ${p.runtimeMin} 分钟。`,
              '首次使用前请将电池充满。',
              '如超过一个月不使用，请在电池电量约为一半时存放，并每三个月充电一次。',
            ],
          },
        ],
      },
      {
        h: '首次开机',
        blocks: [
          {
            ol: [
              mode ? `将机器人以${mode}形态放在平整的表面上。` : '将机器人直立放在平整的表面上。',
              '长按底部电源键 3 秒，眼睛亮起并播放开机音效。',
              '机器人会进行约 10 秒的舵机自检，此时请勿触碰机器人。',
              mode
                ? `说“你好机形”，听到提示音后说“变形”，机器人将从${mode}形态变为机器人形态。`
                : '说“你好机形”，听到提示音后说“打个招呼”，机器人会向您问好并摆出造型。',
              mode
                ? `关机时，请先恢复为${mode}形态，再长按电源键 3 秒。`
                : '关机时，长按电源键 3 秒，机器人会先回到站立姿势再关机。',
            ],
          },
        ],
      },
      {
        h: '连接 Mechaform App',
        blocks: [
          {
            ol: [
              '在 App Store（iOS 14 及以上）或各大安卓应用商店（Android 9 及以上）免费下载 Mechaform App。',
              '打开手机蓝牙，然后开启机器人。',
              `打开 App，点击“添加机器人”，选择“${p.model}-XXXX”（XXXX 为序列号的后四位）。`,
              '当机器人的眼睛闪烁两次时，在 App 中确认连接。',
              '如 App 提示固件更新，请在机器人连接充电器的状态下安装。',
            ],
          },
          { p: '在 App 中，您可以遥控机器人、执行动作、用积木块编程，以及用手摆动机器人来录制动作。' },
        ],
      },
      {
        h: '语音指令',
        blocks: [
          { p: `请先说“你好机形”，再说出指令。机器人无需联网即可识别 ${p.voice} 多条指令，完整列表请在 App 中查看。` },
          {
            ul: [
              mode ? `“变形”：在机器人形态和${mode}形态之间切换。` : '“展开翅膀”：展开翅膀并点亮灯光。',
              '“前进”、“左转”、“右转”：控制机器人移动。',
              '“打个招呼”、“跳个舞”：执行动作。',
              '“停止”：立即停止当前动作。',
            ],
          },
        ],
      },
      {
        h: '保养与存放',
        blocks: [
          {
            ul: [
              '请用柔软的干布擦拭，勿使用溶剂、酒精或水。',
              mode ? `请以${mode}形态放入原包装盒，避免灰尘和阳光直射。` : '请放入原包装盒，避免灰尘和阳光直射。',
              '如关节卡住，请关机并联系客服，切勿强行扳动。',
              '电池可由我们的售后服务中心更换。',
              '请勿将本产品与生活垃圾一同丢弃，请送至电子废弃物回收点，电池需单独回收。',
            ],
          },
        ],
      },
      {
        h: '技术参数',
        blocks: [
          {
            table: [
              ['型号', p.model],
              [mode ? '尺寸（机器人形态）' : '尺寸', dims('zh', p.robot)],
              ...(mode ? [[`尺寸（${mode}形态）`, dims('zh', p.vehicle)]] : []),
              ['重量', `约 ${weight('zh', p.weightG)}`],
              ['舵机', `${p.servos} 个数字舵机`],
              ['电池', `锂离子电池 ${p.battery[0]}V ${p.battery[1]}mAh`],
              ['充电时间', shijian(p.chargeMin)],
              ['使用时间', `约 ${p.runtimeMin} 分钟`],
              ['控制方式', 'Mechaform App（蓝牙 5.0）、语音'],
              ['适用年龄', '14 岁及以上'],
            ],
          },
        ],
      },
      {
        h: '售后服务',
        blocks: [
          { p: '本产品自购买之日起享受一年保修服务。如需帮助，请访问官网“售后服务”页面或联系天猫旗舰店客服。' },
          { p: '深圳市机形科技有限公司　广东省深圳市南山区粤海街道科技南十二路 18 号 9 楼' },
        ],
      },
    ],
  }
}

export const MANUAL_TEXT = { en, fr, de, ja, ko, zh }
