loadsgf games/auto_gen/auto018.sgf 103
1 owl_attack R14
#? [!0]

loadsgf games/auto_gen/auto019.sgf 76
2 owl_defend E18
#? [!0]*

loadsgf games/auto_gen/auto020.sgf 67
3 owl_defend N4
#? [1 (M5|L4|N5|L5)]

loadsgf games/auto_gen/auto021.sgf 72
7 owl_defend J15
#? [0]

loadsgf games/auto_gen/auto022.sgf 37
11 owl_defend E18
#? [1 (D17|F12|F13|G14|G18|H18)]

loadsgf games/auto_gen/auto022.sgf 136
12 owl_attack G4
#? [1 D2]*
