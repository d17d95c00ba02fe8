//! A hint to the processor to start loading a value's cache line now, for search
//! tables probed at random: the load then overlaps other work instead of stalling the
//! probe. It changes nothing a program can observe but time.

/// Starts loading the cache line holding `value` (a no-op off x86-64).
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing into the program, writes nothing and never
    // faults, whatever the address; its one requirement, SSE, is part of every x86-64
    // target.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
