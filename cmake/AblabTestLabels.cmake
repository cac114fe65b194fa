# Every test carries the stage it belongs to, as a ctest label, so a developer can run one stage:
#   unit      fast, in-process or through the built programs: `ctest -L unit`
#   pixels    draws with the real window code under Xvfb and checks the picture (tests/app/gui)
#   external  hands ablab's output to an outside program (pdflatex, xelatex, rsvg-convert,
#             pdfinfo, pdftotext, LibreOffice, Chromium)
#   slow      takes more than a few seconds alone
# A test may be both pixels or external and slow. docs/testing.md says how to run each.
include(GoogleTest)

# ablab_discover_tests(TARGET SLOW_FILTER EXTERNAL_FILTER [PROPERTIES…]): registers a GoogleTest
# binary's tests, labelled slow or external when their name matches that gtest filter
# ("Suite.Name:Suite.*"), unit otherwise. The filters must not overlap.
function(ablab_discover_tests target slow external)
  gtest_discover_tests(${target} TEST_FILTER "${slow}" DISCOVERY_TIMEOUT 60 PROPERTIES LABELS slow ${ARGN})
  gtest_discover_tests(${target} TEST_FILTER "${external}" DISCOVERY_TIMEOUT 60 PROPERTIES LABELS external ${ARGN})
  gtest_discover_tests(${target} TEST_FILTER "-${slow}:${external}" DISCOVERY_TIMEOUT 60 PROPERTIES LABELS unit ${ARGN})
endfunction()

# ablab_label_tests(LABELS TEST…): the stage of tests added with add_test.
function(ablab_label_tests labels)
  set_tests_properties(${ARGN} PROPERTIES LABELS "${labels}")
endfunction()
