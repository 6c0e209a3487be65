//! specurl's own executor of ECMAScript regular expressions (the `v`
//! flag), for custom regexp groups: a backtracking machine whose steps
//! are counted, so that no pattern and input take more than
//! [`REGEXP_STEP_FACTOR`](exec::REGEXP_STEP_FACTOR) × (input bytes + 1) ×
//! (program size + 1) steps (at least
//! [`REGEXP_STEP_FLOOR`](exec::REGEXP_STEP_FLOOR)). `regress` validates
//! each source and matches each of its one-character atoms.

mod atom;
mod error;
mod exec;
mod program;
mod syntax;

#[cfg(test)]
mod tests;

pub(crate) use exec::find;
// For the test that the public documentation states the budget.
#[cfg(test)]
pub(crate) use exec::{REGEXP_STEP_FACTOR, REGEXP_STEP_FLOOR};
pub(crate) use program::RegExpProgram;
pub(crate) use syntax::nesting_depth;
pub(crate) use syntax::REGEXP_MAX_NESTING;
