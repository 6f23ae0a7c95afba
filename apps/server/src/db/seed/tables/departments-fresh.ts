import { parseDepartments } from '../department-outline';

/** The fresh departments: produce, meat, fish, dairy, deli and bakery. */
export const freshDepartments = parseDepartments(`
# Frutta e verdura | nutrition | #43a047 | 1
> La frutta e la verdura di stagione, scelte ogni mattina dai produttori del territorio e dai migliori frutteti italiani.
## Frutta
- Mele [fruit #d64541 #f4d03f #8bc34a #c0392b]: Mele Golden Val di Non, Mele Fuji, Mele Renette, Mele Granny Smith, Mele Pink Lady, Mele Stark Delicious, Mele Gala
- Pere [fruit #c5d86d #e2c044 #a0785a]: Pere Abate, Pere Williams, Pere Kaiser, Pere Conference, Pere Decana
- Agrumi [fruit #f39c12 #f4d03f #e67e22]: Arance Tarocco, Arance Navel, Limoni di Sicilia, Clementine, Mandarini, Pompelmi rosa, Arance da spremuta
- Frutta di stagione [fruit #f5b041 #e74c3c #8e44ad]: Pesche noci, Pesche gialle, Albicocche, Ciliegie, Uva Italia, Susine, Fichi, Kaki
- Meloni e angurie [melon #f5cba7 #58d68d #e74c3c]: Melone retato, Melone giallo, Anguria, Anguria mini, Melone cantalupo
## Frutta esotica e frutti di bosco
- Frutta esotica [fruit #f4d03f #58d68d #e67e22]: Banane, Ananas, Kiwi, Mango, Avocado, Papaya, Lime
- Frutti di bosco [berries #c0392b #6c3483 #2e4053]: Fragole, Mirtilli, Lamponi, More, Ribes rosso
## Verdura
- Insalate [salad #7dcea0 #52be80 #a9dfbf]: Insalata iceberg, Lattuga romana, Rucola, Valeriana, Radicchio rosso di Chioggia IGP, Indivia belga, Lattughino
- Pomodori [vegetable #e74c3c #c0392b #f1948a]: Pomodori ciliegino, Pomodori datterini, Pomodori cuore di bue, Pomodori San Marzano, Pomodori ramati, Pomodori costoluti
- Ortaggi [vegetable #27ae60 #8e44ad #e67e22 #f7dc6f]: Zucchine, Melanzane, Peperoni rossi, Peperoni gialli, Carote, Finocchi, Cavolfiore, Broccoli, Cetrioli
- Patate e cipolle [vegetable #d4ac0d #a04000 #8e44ad]: Patate a pasta gialla, Patate novelle, Patate rosse, Cipolle dorate, Cipolle rosse di Tropea Calabria IGP, Aglio bianco, Scalogno
- Erbe aromatiche [herbs #27ae60 #52be80]: Basilico, Prezzemolo, Rosmarino, Salvia, Menta, Erba cipollina
## Pronti da cucinare
- Insalate in busta [salad #7dcea0 #a9dfbf #52be80]: Insalata mista in busta, Misticanza, Rucola lavata, Songino lavato, Insalata tenera
- Zuppe e vellutate [ready-veg #e67e22 #d4ac0d #27ae60]: Minestrone fresco, Zuppa di legumi, Vellutata di zucca, Passato di verdure, Zuppa toscana
- Verdure pronte [ready-veg #27ae60 #8e44ad]: Verdure grigliate, Spinaci lessati, Carote julienne, Cubetti per soffritto, Patate a spicchi
## Frutta secca
- Noci e mandorle [nuts]: Noci di Sorrento, Mandorle pelate, Nocciole tostate, Pistacchi, Anacardi, Noci pecan
- Frutta disidratata [dried-fruit]: Albicocche secche, Prugne secche, Datteri, Fichi secchi, Uvetta sultanina, Mirtilli rossi essiccati
## Offerte stagionali !hidden
- Frutta in cassetta [produce-box #f39c12 #d64541]: Cassetta di arance da spremuta, Cassetta di mele, Cassetta di frutta mista
- Verdura in cassetta [produce-box #27ae60 #e74c3c]: Cassetta di pomodori da salsa, Cassetta di patate, Cassetta di verdure per minestrone

# Carne | kebab_dining | #c62828 | 1
> Tagli di bovino, suino e pollame da allevamenti selezionati, preparati ogni giorno dai nostri macellai.
## Bovino
- Bistecche e fettine [meat-counter]: Fettine di scottona, Bistecca di manzo, Costata di manzo, Fesa di vitello a fette, Filetto di manzo, Roast beef
- Macinato [meat-tray]: Macinato di manzo, Macinato misto per ragù, Macinato di scottona, Macinato di vitello
- Spezzatino e bollito [meat-counter]: Spezzatino di manzo, Muscolo per bollito, Ossobuco di vitello, Punta di petto, Guancia di manzo
## Pollo e tacchino
- Petto di pollo [meat-tray #f5b7b1 #fadbd8 #f1948a]: Petto di pollo a fette, Petto di pollo intero, Straccetti di pollo, Bocconcini di pollo
- Cosce e alette [meat-tray #f5b7b1 #f0b27a]: Cosce di pollo, Fusi di pollo, Alette di pollo, Sovracosce di pollo
- Tacchino [meat-tray #f5b7b1 #fadbd8]: Fesa di tacchino, Fettine di tacchino, Arrosto di tacchino, Spiedini di tacchino
## Suino
- Braciole e costine [meat-counter #e6b0aa #f1948a]: Braciole di maiale, Costine di maiale, Lonza a fette, Coppa di maiale a fette
- Salsicce [meat-tray #cd6155 #e6b0aa]: Salsiccia di suino, Luganega, Salamelle, Salsiccia al finocchietto
- Arrosti [meat-counter]: Arista di maiale, Filetto di maiale, Stinco di maiale, Porchetta
## Agnello e coniglio
- Agnello [meat-counter]: Costolette di agnello, Cosciotto di agnello, Spalla di agnello
- Coniglio [meat-tray #f5b7b1 #fadbd8]: Coniglio a pezzi, Coniglio intero, Cosce di coniglio
## Preparati di carne
- Hamburger [meat-prepared]: Hamburger di scottona, Hamburger di pollo, Hamburger di suino, Hamburger di manzo con cipolla
- Spiedini e involtini [meat-prepared]: Spiedini misti, Involtini alla milanese, Saltimbocca alla romana, Spiedini di pollo e peperoni
- Cotolette e polpette [meat-prepared #e0b07a #c68642]: Cotolette di pollo, Cordon bleu, Polpette di manzo, Cotolette alla milanese

# Pesce | set_meal | #1e88e5 | 1
> Pesce fresco dai porti italiani e del Mediterraneo, pulito e preparato dal nostro banco su richiesta.
## Pesce fresco
- Orate e branzini [fish-counter]: Orata, Branzino, Spigola, Ombrina, Sarago
- Salmone e pesce spada [fish-counter #f1948a #e59866 #aeb6bf]: Tranci di salmone, Filetto di salmone, Pesce spada a tranci, Tonno fresco a tranci, Salmone intero
- Pesce azzurro [fish-counter #5d6d7e #85c1e9]: Alici, Sardine, Sgombro, Aguglia, Suro
## Molluschi e crostacei
- Cozze e vongole [seafood #1c2833 #5d6d7e #d5d8dc]: Cozze, Vongole veraci, Lupini, Cannolicchi, Fasolari
- Gamberi e scampi [seafood #e74c3c #f1948a #e59866]: Gamberi rossi, Mazzancolle, Scampi, Gamberoni argentini, Gamberetti
- Calamari e seppie [seafood #d5d8dc #aeb6bf #f5cba7]: Calamari, Seppie, Polpo, Moscardini, Totani
## Pesce confezionato
- Affumicati [fish-pack #f1948a #e59866]: Salmone affumicato, Pesce spada affumicato, Trota affumicata, Tonno affumicato
- Pronti da cuocere [fish-pack #f5cba7 #d5d8dc]: Filetti di merluzzo, Burger di salmone, Insalata di mare, Carpaccio di polpo, Filetti di orata
## Sushi e poke
- Sushi [sushi #f1948a #fdfefe #1c2833]: Sushi misto, Nigiri di salmone, Uramaki California, Hosomaki al cetriolo, Sashimi di salmone
- Poke [fish-pack #f1948a #58d68d]: Poke salmone e avocado, Poke tonno e edamame, Poke gamberi e mango

# Latticini e formaggi | egg | #f9a825 | 1
> Latte, yogurt, formaggi freschi e stagionati e uova: il meglio della tradizione casearia italiana.
## Latte e bevande vegetali
- Latte fresco [milk]: Latte intero fresco, Latte parzialmente scremato fresco, Latte fresco alta qualità, Latte fresco di montagna, Latte scremato
- Latte a lunga conservazione [milk-long]: Latte UHT intero, Latte UHT parzialmente scremato, Latte senza lattosio, Latte UHT scremato, Latte di capra
- Bevande vegetali [plant-drink]: Bevanda di soia, Bevanda di avena, Bevanda di mandorla, Bevanda di riso, Bevanda di cocco
## Yogurt e dessert
- Yogurt [yogurt]: Yogurt bianco intero, Yogurt alla fragola, Yogurt greco, Yogurt ai frutti di bosco, Yogurt magro alla vaniglia, Yogurt alla pesca, Kefir
- Dessert [dessert]: Budino al cioccolato, Panna cotta, Tiramisù, Crème caramel, Budino alla vaniglia, Mousse al cioccolato
## Formaggi freschi
- Mozzarelle [fresh-cheese]: Mozzarella fior di latte, Mozzarella di bufala campana DOP, Bocconcini di mozzarella, Burrata pugliese, Stracciatella, Treccia di mozzarella
- Ricotta e spalmabili [fresh-cheese]: Ricotta vaccina, Ricotta di pecora, Formaggio spalmabile, Mascarpone, Caprino fresco
- Stracchino e crescenza [fresh-cheese]: Stracchino, Crescenza, Robiola, Squacquerone di Romagna DOP, Quartirolo lombardo DOP
## Formaggi stagionati
- Grana e Parmigiano [cheese-counter #f7dc6f #f0b27a]: Parmigiano Reggiano DOP 24 mesi, Grana Padano DOP, Parmigiano Reggiano DOP 30 mesi, Grana Padano riserva, Parmigiano Reggiano di montagna
- Formaggi da tavola [cheese-counter]: Asiago DOP, Fontina DOP, Provolone dolce, Taleggio DOP, Gorgonzola dolce DOP, Pecorino romano DOP, Bitto, Caciocavallo silano DOP
- Formaggi a fette [cheese-sliced]: Sottilette, Emmental a fette, Edamer a fette, Provola a fette, Fontal a fette
## Uova, burro e panna
- Uova [eggs]: Uova fresche di gallina allevate a terra, Uova fresche allevate all'aperto, Uova bio, Uova fresche grandi
- Burro e panna [butter-cream]: Burro, Burro chiarificato, Panna fresca, Panna da cucina, Burro salato

# Salumi e gastronomia | lunch_dining | #d81b60 | 1
> Salumi affettati al momento, piatti pronti della nostra gastronomia e specialità vegetariane.
## Salumi al banco
- Prosciutti crudi [deli-counter #e6b0aa #cd6155]: Prosciutto crudo di Parma DOP, Prosciutto San Daniele DOP, Speck Alto Adige IGP, Prosciutto crudo toscano DOP, Culatello
- Prosciutti cotti [deli-counter #f5b7b1 #fadbd8]: Prosciutto cotto alta qualità, Prosciutto cotto alle erbe, Arrosto di tacchino, Prosciutto cotto senza polifosfati, Porchetta affettata
- Salami e insaccati [deli-counter #cd6155 #f1948a #943126]: Salame Milano, Salame Felino IGP, Mortadella Bologna IGP, Bresaola della Valtellina IGP, Coppa piacentina DOP, Salame ungherese
## Affettati in vaschetta
- Affettati confezionati [deli-pack]: Prosciutto crudo a fette, Prosciutto cotto a fette, Bresaola a fette, Salame a fette, Mortadella a fette, Speck a fette
- Wurstel e pancetta [sausages]: Wurstel di suino, Wurstel di pollo e tacchino, Cubetti di pancetta, Pancetta affumicata, Wurstel con formaggio
## Gastronomia
- Piatti pronti [ready-meal]: Lasagne alla bolognese, Parmigiana di melanzane, Insalata di riso, Pollo arrosto con patate, Vitello tonnato, Cannelloni ricotta e spinaci
- Sughi freschi [fresh-sauce]: Pesto alla genovese fresco, Ragù alla bolognese fresco, Sugo al pomodoro e basilico, Pesto di rucola, Sugo ai funghi porcini
- Piadine e pizze fresche [flatbread]: Piadina romagnola IGP, Pizza margherita fresca, Focaccia ligure, Piadina sfogliata, Pinsa romana
## Vegetariano e vegano
- Tofu e seitan [veg-protein]: Tofu al naturale, Tofu affumicato, Seitan alla piastra, Tempeh, Affettato vegetale
- Burger vegetali [veg-protein #58d68d #d4ac0d]: Burger di ceci, Burger di verdure, Polpette vegetali, Burger di soia, Cotoletta vegetale

# Pane e pasticceria | bakery_dining | #a1662f | 1
> Pane sfornato ogni mattina, sostituti del pane croccanti e dolci della nostra pasticceria.
## Pane fresco
- Pane [bread]: Pane casereccio, Filone toscano, Michette, Pane di semola, Ciabatta, Pane integrale, Pane ai cereali
- Focacce [bread #e0b07a #d4a373]: Focaccia genovese, Focaccia all'olio, Schiacciata toscana, Focaccia alle olive, Focaccia pugliese
## Pane confezionato
- Pancarrè e pan bauletto [bread-pack]: Pancarrè, Pan bauletto integrale, Pane per tramezzini, Pan bauletto ai cereali
- Panini e piadine [bread-pack]: Panini per hamburger, Panini al latte, Piadine sfogliate, Tortillas di frumento, Pane per hot dog
## Sostituti del pane
- Grissini [crackers #e0b07a #c68642]: Grissini torinesi, Grissini stirati a mano, Grissini al rosmarino, Grissini integrali
- Crackers [crackers]: Crackers salati, Crackers integrali, Crackers al rosmarino, Crackers non salati in superficie, Crackers di farro
- Taralli e friselle [crackers]: Taralli pugliesi, Friselle integrali, Taralli al finocchietto, Taralli al peperoncino
## Pasticceria
- Torte [cake]: Crostata di albicocche, Torta della nonna, Torta al cioccolato, Cheesecake ai frutti di bosco, Torta margherita, Strudel di mele
- Pasticcini [pastry]: Pasticcini misti, Cannoli siciliani, Bignè alla crema, Sfogliatelle, Cannoncini
- Dolci da forno [pastry #e0b07a #f5cba7]: Croissant, Ciambelle, Krapfen alla crema, Girelle all'uvetta, Maritozzi con la panna
`);
