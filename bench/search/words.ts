// Word lists for a realistic generated catalogue: song-title words, first names and family names
// (with accents), band-name patterns.

export const TITLE_WORDS = `love heart night baby girl boy dance dream fire rain sun moon star
light dark time world life soul home road city river sea ocean sky blue red gold silver summer
winter spring autumn forever never always tonight tomorrow yesterday morning midnight party
money crazy wild free alone together lonely happy sad sweet bitter broken hold kiss touch feel
run fly fall rise shine burn cry smile lie truth angel devil heaven hell paradise highway street
radio song music rhythm beat drum guitar piano dancing singing walking talking waiting falling
flying running burning shining calling crying loving thinking dreaming wanting needing missing
feeling believe remember forget stay leave go come back again away up down inside outside under
over beautiful wonderful perfect simple strange little big young old new last first only every
one two three seven hundred thousand million kingdom empire queen king prince princess soldier
hero stranger lover friend enemy mother father sister brother children people together tears
shadow mirror window door wall bridge train plane ship island mountain desert garden flower rose
lily diamond crystal velvet satin silk leather electric neon cosmic magic secret mystery
promise desire passion memory moment minute hour season story letter message phone call
señor corazón canción noche amor vida fuego mañana día café été château cœur für schön
über straße österreich mädchen können zürich naïve déjà façade piñata jalapeño`
  .split(/\s+/)
  .filter(Boolean);

export const FIRST_NAMES = `John Paul George Ringo Michael Janet Whitney Mariah Celine Adele
Taylor Katy Lady Bruno Ed Justin Ariana Selena Miley Demi Britney Christina Beyoncé Shakira
Rihanna Alicia Norah Amy Lana Billie Dua Harry Niall Liam Zayn Louis Shawn Charlie Sam Lewis
Tom Chris Kylie Dannii Robbie Gary Mark Howard Jason Ronan Stephen Bryan Bonnie Tina Cher Madonna
Prince Elton Rod David Freddie Brian Roger Mick Keith Ozzy Axl Slash Kurt Dave Eddie Jon Richie
Bon Steven Joe Aretha Diana Gloria Donna Barbra Dolly Shania Faith Reba Garth Kenny Johnny June
Willie Waylon Patsy Loretta Hank José Björk Zoë Chloé Renée Noël Séverine Françoise Édith Jürgen
Günter Søren Åsa Lucía Inés Sebastián Martín Ramón Joaquín Raphaël Anaïs Mylène Clément Jérôme
Mário João Antônio Caetano Gilberto Léa Maëlle Zaz Stromae Ángel Rocío Andrés`
  .split(/\s+/)
  .filter(Boolean);

export const FAMILY_NAMES = `Smith Johnson Williams Brown Jones Miller Davis Garcia Rodriguez
Wilson Martinez Anderson Taylor Thomas Hernandez Moore Martin Jackson Thompson White Lopez Lee
Gonzalez Harris Clark Lewis Robinson Walker Perez Hall Young Allen Sanchez Wright King Scott
Green Baker Adams Nelson Hill Ramirez Campbell Mitchell Roberts Carter Phillips Evans Turner
Torres Parker Collins Edwards Stewart Flores Morris Nguyen Murphy Rivera Cook Rogers Morgan
Peterson Cooper Reed Bailey Bell Gómez Kelly Howard Ward Cox Díaz Richardson Wood Watson Brooks
Bennett Gray James Reyes Cruz Hughes Price Myers Long Foster Sanders Ross Morales Powell Sullivan
Russell Ortiz Jenkins Gutiérrez Perry Butler Barnes Fisher Henderson Coleman Simmons Patterson
Jordan Reynolds Hamilton Graham Kim González Alexander Ramos Wallace Griffin West Cole Hayes
Chávez Gibson Bryant Ellis Stevens Murray Ford Marshall Owens McDonald Harrison Ruiz Kennedy
Wells Álvarez Woods Mendoza Castillo Olson Webb Washington Tucker Freeman Burns Henry Vásquez
Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Bauer Richter
Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Dubois Lefèvre
Moreau Laurent Simon Michel Leroy Roux Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau
Vincent Müller Mercier Boyer Blanc Guérin Faure André Nowak Kowalski Wiśniewski Wójcik
Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski`
  .split(/\s+/)
  .filter(Boolean);

export const BAND_NOUNS = `Wolves Kings Strangers Lovers Angels Saints Rebels Dreamers Riders
Hearts Stones Flowers Machines Ghosts Tigers Lions Eagles Foxes Ravens Hunters Pilots Sailors
Monkeys Beatniks Cowboys Vampires Robots Giants Brothers Sisters Killers Doors Cars Pistols
Police Clash Cure Smiths Pixies Strokes Shins Arctics Editors Feelings Waves Shadows Echoes`
  .split(/\s+/)
  .filter(Boolean);

export const BAND_ADJECTIVES = `Black White Red Blue Golden Silver Electric Velvet Crystal Neon
Midnight Wild Lonely Happy Broken Young Old Little Big Crazy Cosmic Magic Secret Northern
Southern Eastern Western Rolling Flying Burning Screaming Smashing Arctic Foo Royal Imperial`
  .split(/\s+/)
  .filter(Boolean);
