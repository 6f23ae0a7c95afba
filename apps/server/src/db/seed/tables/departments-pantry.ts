import { parseDepartments } from '../department-outline';

/** The grocery departments: pasta and rice, pantry, breakfast, frozen food and drinks. */
export const pantryDepartments = parseDepartments(`
# Pasta e riso | ramen_dining | #f4b400 | 2
> Pasta di semola, all'uovo e ripiena, riso per ogni ricetta, cereali e legumi secchi.
## Pasta secca
- Pasta lunga [pasta]: Spaghetti n.5, Spaghettoni, Linguine, Bucatini, Vermicelli, Bavette, Capellini, Spaghetti alla chitarra
- Pasta corta [pasta]: Penne rigate, Fusilli, Rigatoni, Farfalle, Mezze maniche, Paccheri, Orecchiette, Sedani rigati, Tortiglioni, Ditalini rigati, Conchiglie, Casarecce
- Pasta integrale e speciale [pasta #8d6e63 #a04000]: Spaghetti integrali, Penne integrali, Fusilli di farro, Pasta di lenticchie rosse, Pasta di ceci, Pasta di kamut
## Pasta fresca
- Pasta all'uovo [fresh-pasta]: Tagliatelle all'uovo, Pappardelle all'uovo, Fettuccine, Lasagne all'uovo, Tagliolini all'uovo
- Pasta ripiena [fresh-pasta]: Tortellini al prosciutto crudo, Ravioli ricotta e spinaci, Cappelletti, Agnolotti piemontesi, Tortelloni alla zucca
- Gnocchi [fresh-pasta #f5cba7 #f7dc6f]: Gnocchi di patate, Gnocchetti sardi, Chicche di patate, Gnocchi alla romana, Gnocchi di zucca
## Riso
- Riso per risotti [rice]: Riso Carnaroli, Riso Arborio, Riso Vialone Nano, Riso Roma, Riso Baldo
- Riso speciale [rice]: Riso basmati, Riso integrale, Riso venere, Riso parboiled, Riso jasmine, Riso rosso
## Cereali e legumi secchi
- Farro, orzo e cereali [grains]: Farro perlato, Orzo perlato, Quinoa, Cous cous, Zuppa di cereali misti, Miglio
- Legumi secchi [grains #a04000 #d4ac0d #27ae60]: Lenticchie, Ceci secchi, Fagioli borlotti secchi, Piselli spezzati, Fagioli cannellini secchi

# Dispensa | kitchen | #ef6c00 | 1
> Conserve, condimenti, farine e snack: tutto quello che serve in cucina, sempre a portata di mano.
## Pomodoro e sughi
- Passate e polpe [tomato]: Passata di pomodoro, Polpa di pomodoro, Pomodori pelati, Pomodorini in scatola, Passata di pomodoro rustica
- Sughi pronti [sauce]: Sugo al basilico, Sugo all'arrabbiata, Ragù alla bolognese, Pesto alla genovese, Sugo alla puttanesca, Sugo alle verdure
## Olio, aceto e condimenti
- Olio [oil]: Olio extravergine di oliva 100% italiano, Olio extravergine di oliva, Olio di semi di girasole, Olio di oliva, Olio extravergine di oliva Riviera Ligure DOP
- Aceto [vinegar]: Aceto di vino bianco, Aceto balsamico di Modena IGP, Aceto di mele, Aceto di vino rosso, Glassa all'aceto balsamico
- Sale [salt]: Sale marino fino, Sale marino grosso, Sale iodato, Sale rosa dell'Himalaya, Sale alle erbe
- Spezie [spices]: Pepe nero macinato, Origano, Peperoncino frantumato, Curcuma, Paprika dolce, Noce moscata
## Conserve
- Tonno e sgombro [canned-fish]: Tonno all'olio di oliva, Tonno al naturale, Filetti di sgombro, Sardine sott'olio, Filetti di alici
- Legumi in scatola [legumes-can]: Ceci lessati, Fagioli borlotti, Fagioli cannellini, Lenticchie lessate, Piselli fini
- Sottoli e sottaceti [preserves-jar]: Carciofini sott'olio, Olive verdi, Olive taggiasche, Funghi trifolati, Giardiniera, Capperi
## Farina e preparati
- Farine [flour]: Farina 00, Farina 0 per pizza, Farina integrale, Semola rimacinata, Farina di mais per polenta, Farina di farro
- Lieviti e preparati [baking]: Lievito di birra secco, Lievito per dolci, Preparato per pizza, Preparato per pane, Preparato per torte
## Snack salati
- Patatine [chips]: Patatine classiche, Patatine al rosmarino, Patatine alla paprika, Patatine rustiche, Patatine leggere
- Frutta secca salata [salty-nuts]: Arachidi salate, Pistacchi tostati e salati, Mix per aperitivo, Mandorle tostate, Anacardi salati
- Popcorn e salatini [chips #f4d03f #e67e22]: Popcorn, Salatini, Tarallini, Popcorn al microonde, Schiacciatine
## Specialità delle feste !hidden
- Cotechino e zampone [festive]: Cotechino, Zampone, Lenticchie di Castelluccio, Cotechino precotto
- Cesti regalo [gift-basket]: Cesto regalo gastronomia, Cesto regalo dolci, Cesto regalo del territorio

# Colazione e dolci | coffee | #8d6e63 | 1
> Caffè, tè, biscotti, cereali e dolci per cominciare bene la giornata o concedersi una pausa.
## Caffè, tè e tisane
- Caffè macinato [coffee]: Caffè macinato classico, Caffè macinato intenso, Caffè macinato decaffeinato, Caffè macinato per moka, Caffè macinato cremoso
- Caffè in grani [coffee]: Caffè in grani, Caffè in grani crema e aroma, Caffè in grani espresso bar, Caffè in grani gusto dolce
- Capsule e cialde [capsules]: Capsule compatibili espresso, Capsule intenso, Cialde di caffè, Capsule decaffeinato, Capsule al ginseng
- Tè e tisane [tea]: Tè nero, Tè verde, Camomilla, Tisana ai frutti di bosco, Infuso zenzero e limone, Tè deteinato
## Biscotti e merende
- Biscotti [biscuits]: Biscotti frollini, Biscotti al cacao, Biscotti integrali, Cantucci toscani, Biscotti secchi, Biscotti con gocce di cioccolato
- Merendine [snack-cakes]: Merendine al cacao, Crostatine all'albicocca, Plumcake allo yogurt, Croissant confezionati, Pan di spagna farcito
- Fette biscottate e gallette [rusks]: Fette biscottate classiche, Fette biscottate integrali, Gallette di riso, Gallette di mais, Fette biscottate senza zuccheri aggiunti
## Cereali e muesli
- Cereali [cereals]: Corn flakes, Cereali al cioccolato, Fiocchi d'avena, Riso soffiato, Cereali integrali con frutta
- Muesli e granola [cereals #d4ac0d #a04000]: Muesli alla frutta, Granola croccante, Muesli con frutta secca, Granola al cioccolato
## Dolci, creme e zucchero
- Cioccolato [chocolate]: Cioccolato fondente 70%, Cioccolato al latte, Cioccolato bianco, Cioccolato alle nocciole, Cioccolato fondente extra 85%
- Creme spalmabili, miele e confetture [spreads]: Crema spalmabile alle nocciole, Miele di acacia, Miele millefiori, Confettura di albicocche, Confettura extra di fragole, Crema di pistacchio
- Zucchero e dolcificanti [sugar]: Zucchero semolato, Zucchero di canna, Zucchero a velo, Dolcificante, Zucchero di canna integrale

# Surgelati | ac_unit | #29b6f6 | 1
> Verdure, pesce, piatti pronti e gelati surgelati, consegnati in borse termiche per non interrompere la catena del freddo.
## Verdure e patate
- Verdure surgelate [frozen-veg]: Spinaci in foglia, Piselli fini surgelati, Minestrone surgelato, Fagiolini finissimi, Verdure grigliate surgelate, Carciofi a spicchi
- Patate surgelate [frozen-veg #f4d03f #e67e22]: Patatine fritte surgelate, Patate al forno, Crocchette di patate, Patate rustiche surgelate
## Pesce surgelato
- Filetti e tranci [frozen-fish]: Filetti di merluzzo surgelati, Bastoncini di pesce, Tranci di pesce spada surgelati, Filetti di platessa, Filetti di salmone surgelati
- Frutti di mare surgelati [frozen-fish #f1948a #d5d8dc]: Gamberetti sgusciati, Misto mare surgelato, Anelli di totano, Cozze sgusciate, Code di gambero
## Piatti pronti surgelati
- Pizze surgelate [frozen-pizza]: Pizza margherita surgelata, Pizza ai quattro formaggi, Pizza diavola, Pizza prosciutto e funghi, Pizza vegetariana
- Primi piatti surgelati [frozen-meal]: Risotto ai funghi porcini, Tagliatelle al ragù, Lasagne surgelate, Pasta allo scoglio, Risotto alla milanese
- Secondi surgelati [frozen-meal #e0b07a #c68642]: Cotolette di pollo surgelate, Sofficini al formaggio, Nuggets di pollo, Polpette surgelate, Filetti di pesce impanati
## Gelati
- Gelato in vaschetta [ice-cream]: Gelato alla vaniglia, Gelato al cioccolato, Gelato alla nocciola, Sorbetto al limone, Gelato al pistacchio, Gelato stracciatella
- Coni e stecchi [ice-cream-multi]: Coni alla panna, Stecchi al cioccolato, Ghiaccioli alla frutta, Biscotti gelato, Coni al pistacchio

# Bevande | local_drink | #00897b | 1
> Acqua, bibite, succhi, birre, vini e liquori, anche nelle confezioni grandi consegnate fino alla porta di casa.
## Acqua
- Acqua naturale [water #5dade2 #85c1e9]: Acqua minerale naturale, Acqua oligominerale, Acqua naturale leggera, Acqua di sorgente
- Acqua frizzante [water #48c9b0 #1abc9c #76d7c4]: Acqua minerale frizzante, Acqua effervescente naturale, Acqua leggermente frizzante, Acqua gassata
## Bibite e succhi
- Bibite gassate [soft-drink]: Cola, Aranciata, Limonata, Chinotto, Gassosa, Acqua tonica, Cola zero zuccheri
- Succhi di frutta [juice]: Succo di pesca, Succo ACE, Succo di pera, Spremuta di arancia, Succo di mirtillo, Succo di albicocca
- Tè freddo e sport [soft-drink #f4d03f #e67e22]: Tè freddo al limone, Tè freddo alla pesca, Energy drink, Bevanda isotonica, Tè verde freddo
## Birre
- Birre chiare [beer]: Birra lager, Birra chiara, Birra pils, Birra analcolica, Birra premium
- Birre speciali [beer #a04000 #6e2c00]: Birra artigianale IPA, Birra weiss, Birra rossa doppio malto, Birra ambrata, Birra bianca
## Vini
- Vini rossi [wine #7b241c #922b21 #641e16]: Chianti DOCG, Barbera d'Asti DOCG, Montepulciano d'Abruzzo DOC, Nero d'Avola, Valpolicella DOC, Primitivo di Manduria DOC
- Vini bianchi [wine #f9e79f #f7dc6f]: Pinot grigio DOC, Vermentino di Sardegna DOC, Soave DOC, Falanghina, Lugana DOC, Greco di Tufo DOCG
- Spumanti [wine #f9e79f #e8daef]: Prosecco DOC extra dry, Franciacorta DOCG brut, Spumante brut, Moscato d'Asti DOCG, Trento DOC
## Aperitivi e liquori
- Aperitivi [aperitif]: Bitter analcolico, Aperitivo all'arancia, Spritz pronto da bere, Aperitivo analcolico rosso
- Liquori e distillati [liquor]: Limoncello, Amaro alle erbe, Grappa di Prosecco, Sambuca, Nocino, Liquore al mirto
`);
