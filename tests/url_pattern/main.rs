//! The WHATWG URL Pattern standard's web-platform-tests, every case, run
//! as WPT's `urlpatterntests.js`, `urlpattern-compare`,
//! `urlpattern-generate` and `urlpattern-hasregexpgroups` run them.

mod ignore_case;
mod polyfill;
mod props;
mod wpt;
mod wpt_json;
