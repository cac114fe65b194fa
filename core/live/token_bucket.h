#pragma once
// How often one connection may send: a token bucket (a burst of `capacity` messages, then
// `perSecond`), so a phone's taps pass and a script's flood is dropped at the cost of a compare.
// Time is handed in, so that the rule is tested without waiting.
#include <algorithm>
#include <chrono>

namespace ablab::core::live {

using Clock = std::chrono::steady_clock;

class TokenBucket {
public:
    TokenBucket(double capacity, double perSecond, Clock::time_point now)
        : m_capacity(capacity), m_perSecond(perSecond), m_tokens(capacity), m_last(now) {}

    // Whether a message may pass now; takes its token when it may.
    bool take(Clock::time_point now) {
        const double seconds = std::chrono::duration<double>(now - m_last).count();
        if (seconds > 0) {
            m_tokens = std::min(m_capacity, m_tokens + seconds * m_perSecond);
            m_last = now;
        }
        if (m_tokens < 1) return false;
        m_tokens -= 1;
        return true;
    }

private:
    double m_capacity;
    double m_perSecond;
    double m_tokens;
    Clock::time_point m_last;
};

}  // namespace ablab::core::live
