# Gnugo concluded that a group could live in ko,
# and did not bother defending, taking a large opening 
# point instead. The group died later.

loadsgf games/heikki/heikki01.sgf 33
10 reg_genmove black
#? [M18]
# It looks to me like white J18 would kill the black stones without ko. /gf
11 owl_attack L18
#? [1 J18]
