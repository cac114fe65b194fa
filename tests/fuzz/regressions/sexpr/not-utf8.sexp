; title: bad  byte
(1 2)
